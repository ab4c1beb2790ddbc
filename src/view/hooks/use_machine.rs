use std::ops::Deref;
use std::rc::Rc;

use kawu_model::Machine;
use yew::prelude::*;

/// A model's state machine as Yew's reducer: dispatching a step applies it.
#[derive(PartialEq)]
pub struct Reduced<M>(M);

impl<M: Machine> Reducible for Reduced<M> {
    type Action = M::Step;

    fn reduce(self: Rc<Self>, step: M::Step) -> Rc<Self> {
        Rc::new(Reduced(self.0.apply(step)))
    }
}

impl<M> Deref for Reduced<M> {
    type Target = M;

    fn deref(&self) -> &M {
        &self.0
    }
}

/// The handle of a running machine: it reads as the state and dispatches steps.
pub type Handle<M> = UseReducerHandle<Reduced<M>>;

/// Runs a model's state machine, starting from what `start` gives.
#[hook]
pub fn use_machine<M, F>(start: F) -> Handle<M>
where
    M: Machine + 'static,
    F: FnOnce() -> M,
{
    use_reducer(move || Reduced(start()))
}
