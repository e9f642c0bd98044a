//! The view's shared types: what the app hands its components and what they hand back.
//!
//! [`Shared`] data (compared by pointer, so a re-render never compares whole result files),
//! a file on its way in ([`Load`]), a run as the page holds it ([`Run`], its datasets read one
//! at a time) and the files loaded so far ([`Files`]); and the way back: a control's
//! [`ViewChange`], made with [`change`] and sent through the app's [`Navigate`] callback, with
//! the [`Step`] that says how it enters the browser history.
//!
//! Components import these from here, never from the app: imports go one way, from the app to
//! the components to this module (ARCHITECTURE.md, "pages").

use crate::url_state::ViewState;
use schema::{LazyResults, ManifestEntry, ResultsFile};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::ops::Deref;
use std::rc::Rc;
use yew::{Callback, Reducible};

/// Shared, immutable data handed to components; equal when it is the same allocation, so a
/// re-render never compares whole result files.
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// A file on its way in.
pub enum Load<T> {
    /// Requested, not there yet.
    Loading,
    /// Loaded and valid.
    Ready(Shared<T>),
    /// Missing or malformed: the message names the file and says why.
    Failed(Rc<str>),
}

// By hand rather than derived: a derive would ask `T` to be `Clone` and `PartialEq`, which
// `Shared` does not need (it clones and compares the pointer).
impl<T> Clone for Load<T> {
    fn clone(&self) -> Self {
        match self {
            Load::Loading => Load::Loading,
            Load::Ready(shared) => Load::Ready(shared.clone()),
            Load::Failed(why) => Load::Failed(why.clone()),
        }
    }
}

impl<T> PartialEq for Load<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Load::Loading, Load::Loading) => true,
            (Load::Ready(a), Load::Ready(b)) => a == b,
            (Load::Failed(a), Load::Failed(b)) => a == b,
            _ => false,
        }
    }
}

/// How a control change enters the browser history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A choice (select, toggle, typed number): its own history entry.
    Discrete,
    /// A continuous gesture (slider drag, typing a search): the first change of the gesture
    /// gets a new entry, the following ones replace it. The name identifies the control.
    Continuous(&'static str),
    /// The gesture ended (slider released): the next change gets a new entry again.
    Settle,
}

/// A change of the view: what to change, and how it enters the history.
pub struct ViewChange {
    /// How the change enters the browser history.
    pub step: Step,
    /// Applied to the latest view.
    pub apply: Box<dyn FnOnce(&mut ViewState)>,
}

/// Builds a [`ViewChange`].
pub fn change(step: Step, apply: impl FnOnce(&mut ViewState) + 'static) -> ViewChange {
    ViewChange {
        step,
        apply: Box::new(apply),
    }
}

/// What controls call to change the view. The callback is created once, so components that
/// only hold it (and not the whole view) skip re-rendering when unrelated controls move.
pub type Navigate = Callback<ViewChange>;

/// A run as the page holds it: its file read up to the datasets' figures, and the figures of
/// each dataset, read when it is first shown or, before that, while the browser is idle.
///
/// The file is the run's own, or the site's copy of it for one dataset
/// (`schema::write::dataset_copy_to_json`, [`Run::from_copy`]): then each other dataset's
/// figures come from that dataset's copy, fetched when first asked for.
pub struct Run {
    /// The file; its datasets' figures are read one dataset at a time.
    pub file: LazyResults,
    /// The names of its datasets, made once for the components that list them.
    pub datasets: Rc<[String]>,
    /// The datasets read so far: each the file with that dataset's figures.
    read: RefCell<BTreeMap<String, Load<ResultsFile>>>,
    /// For a file that is a dataset's copy: that dataset, and what fetches another dataset's
    /// copy (its figures then come through [`Run::insert_dataset`]).
    copy: Option<(String, Callback<String>)>,
}

impl Run {
    /// A run whose figures are not read yet.
    pub fn new(file: LazyResults) -> Run {
        Run {
            datasets: file.dataset_names().map(str::to_owned).collect(),
            file,
            read: RefCell::new(BTreeMap::new()),
            copy: None,
        }
    }

    /// A run read from its copy for `dataset`, whose other datasets' figures `fetch` gets
    /// (called once per dataset, when it is first asked for).
    pub fn from_copy(file: LazyResults, dataset: &str, fetch: Callback<String>) -> Run {
        Run {
            copy: Some((dataset.to_owned(), fetch)),
            ..Run::new(file)
        }
    }

    /// The file with the figures of `dataset` read (a fault in them fails it; see
    /// [`LazyResults::read`]), once: later calls give the same [`Shared`], so what shows it
    /// does not render again, and going back to a dataset does not read it again. For a run
    /// read from a dataset's copy, another dataset is [`Load::Loading`] until its copy is in.
    pub fn with_dataset(&self, dataset: &str) -> Load<ResultsFile> {
        let mut read = self.read.borrow_mut();
        if let Some(file) = read.get(dataset) {
            return file.clone();
        }
        if let Some((held, fetch)) = &self.copy {
            if held != dataset && self.datasets.iter().any(|name| name == dataset) {
                read.insert(dataset.to_owned(), Load::Loading);
                drop(read);
                fetch.emit(dataset.to_owned());
                return Load::Loading;
            }
        }
        let file = match self.file.read(dataset) {
            Ok(file) => Load::Ready(Shared(Rc::new(file))),
            Err(error) => Load::Failed(error.to_string().into()),
        };
        read.insert(dataset.to_owned(), file.clone());
        file
    }

    /// Whether every dataset's figures are in the page already (a run read from its own file),
    /// rather than each fetched from its copy when first shown.
    pub fn holds_every_dataset(&self) -> bool {
        self.copy.is_none()
    }

    /// The figures of `dataset` from its copy (or why they could not be read), once fetched.
    pub fn insert_dataset(&self, dataset: &str, file: Load<ResultsFile>) {
        self.read.borrow_mut().insert(dataset.to_owned(), file);
    }
}

/// A run the visitor measured on this device or opened from a file: listed beside the
/// published runs (`entry`, whose file names no published file) while the page is open.
pub struct LocalRun {
    /// How the run picker lists it.
    pub entry: ManifestEntry,
    /// The run's file.
    pub results: LazyResults,
}

/// The result files loaded or being loaded, by file name.
#[derive(Default, PartialEq)]
pub struct Files(pub BTreeMap<String, Load<Run>>);

impl Reducible for Files {
    type Action = (String, Load<Run>);

    fn reduce(self: Rc<Self>, (name, load): Self::Action) -> Rc<Self> {
        let mut files = self.0.clone();
        files.insert(name, load);
        Rc::new(Files(files))
    }
}

// Native only, as the other pure modules' tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    const FIXTURE: &[u8] =
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json");

    fn run() -> Run {
        Run::new(
            schema::load_results_lazily("2026-08-21_21-37-06.json", FIXTURE)
                .expect("the fixture loads"),
        )
    }

    #[test]
    fn shared_data_is_equal_when_it_is_the_same_allocation() {
        let one = Shared(Rc::new(1));
        assert!(one == one.clone());
        assert!(one != Shared(Rc::new(1)));
        assert_eq!(*one, 1);
        assert!(Load::Ready(one.clone()) == Load::Ready(one.clone()));
        assert!(Load::Ready(one) != Load::Loading);
        assert!(Load::<u8>::Failed("x".into()) == Load::Failed("x".into()));
    }

    #[test]
    fn a_dataset_is_read_once() {
        let run = run();
        assert!(run.datasets.iter().any(|name| name == "mk48"));
        let (Load::Ready(first), Load::Ready(again)) =
            (run.with_dataset("mk48"), run.with_dataset("mk48"))
        else {
            panic!("the fixture's mk48 figures load");
        };
        assert!(first == again, "the same file, not read again");
        assert_eq!(first.datasets.keys().collect::<Vec<_>>(), ["mk48"]);
        // A dataset the run lacks reads as the file without figures.
        let Load::Ready(none) = run.with_dataset("nope") else {
            panic!("no figures is not a fault");
        };
        assert!(none.datasets.is_empty());
    }

    #[test]
    fn a_copys_other_datasets_are_fetched_once_and_then_read_from_what_came() {
        let full =
            schema::load_results("2026-08-21_21-37-06.json", FIXTURE).expect("the fixture loads");
        let copy = schema::write::dataset_copy_to_json(&full, "mk48").expect("a copy");
        let asked = Rc::new(RefCell::new(Vec::<String>::new()));
        let fetch = {
            let asked = asked.clone();
            Callback::from(move |dataset: String| asked.borrow_mut().push(dataset))
        };
        let lazy = schema::load_results_lazily("copy.json", copy.as_bytes()).expect("it loads");
        let copied = Run::from_copy(lazy, "mk48", fetch);
        assert!(copied.datasets.len() > 1 && copied.datasets.iter().any(|d| d == "log"));
        assert!(matches!(copied.with_dataset("mk48"), Load::Ready(_)));
        assert!(copied.with_dataset("log") == Load::Loading);
        assert!(copied.with_dataset("log") == Load::Loading);
        assert_eq!(*asked.borrow(), ["log"], "asked for once");
        // A dataset the run lacks is read from the copy, as from a whole file: no figures.
        let Load::Ready(none) = copied.with_dataset("nope") else {
            panic!("no figures is not a fault");
        };
        assert!(none.datasets.is_empty());
        let log = run().with_dataset("log");
        copied.insert_dataset("log", log.clone());
        assert!(copied.with_dataset("log") == log);
        assert_eq!(asked.borrow().len(), 1);
    }

    #[test]
    fn a_change_applies_to_the_view_it_is_given() {
        let change = change(Step::Continuous("cores"), |view| view.cores = 3.0);
        assert_eq!(change.step, Step::Continuous("cores"));
        let mut view = ViewState::default();
        (change.apply)(&mut view);
        assert_eq!(view.cores, 3.0);
    }
}
