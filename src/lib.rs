//! The kawu web app: the Yew page and the Web Worker, over `kawu-engine` and `kawu-ai`.
