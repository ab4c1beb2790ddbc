//! The Yew components of the page, one per file. Children get data and callbacks through props.

pub mod app;
mod board;
mod choice_group;
mod controls;
mod editor;
mod editor_board;
mod game_panel;
mod header;
mod help;
mod move_list;
mod mute_switch;
mod panel;
mod pit;
mod review_bar;
mod score_chip;
mod settings_panel;
mod status;
mod store;

pub use app::App;
pub use board::{Board, BoardProps};
pub use choice_group::{choice_group, flag};
pub use controls::Controls;
pub use editor::SetupEditor;
pub use editor_board::EditorBoard;
pub use game_panel::GamePanel;
pub use header::Header;
pub use help::Help;
pub use move_list::MoveList;
pub use mute_switch::MuteSwitch;
pub use panel::Panel;
pub use pit::PitView;
pub use review_bar::ReviewBar;
pub use score_chip::ScoreChip;
pub use settings_panel::SettingsPanel;
pub use status::Status;
pub use store::Store;
