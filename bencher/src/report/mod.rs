//! Reports over a results file: the README's generated results region, each dataset's page of
//! every figure, and the SVG charts they link.
//!
//! Everything here is a pure function of a [`schema::ResultsFile`] except the writers:
//!
//! * [`readme::render_results`] renders the markdown of the region (the leading groups per
//!   dataset, the run's details) and [`readme::splice`] puts it between the
//!   `<!-- BEGIN GENERATED RESULTS -->` / `<!-- END GENERATED RESULTS -->` markers of a README;
//!   [`readme::render_page`] renders a dataset's page (its tables, variants, failures).
//! * [`charts::write_charts`] draws per dataset the serialize / deserialize bars and the size vs
//!   serialize scatter with its Pareto front ([`schema::chart::pareto_front`]).
//! * [`regenerate_readme`] does all for `bencher readme`: charts and pages first, then the
//!   README, each file replaced atomically, and nothing written at all if the README lacks its
//!   markers. [`write_sample`] does it into a directory of its own (`bencher readme --sample DIR`).
//!
//! * [`compare::report`] (text or markdown) and [`compare::csv_report`] print `bencher compare`: two runs'
//!   changes as the explorer judges them, and how far apart the runs are where nothing changed.
//!
//! Text from result files is untrusted: [`format`](mod@format) escapes it for markdown and
//! HTML, crate links are only made for valid crates.io names, and chart file names only from
//! plain dataset ids.

pub mod charts;
pub mod columns;
pub mod compare;
pub mod counts;
pub mod format;
pub mod readme;
pub mod shared;

use crate::output::write_atomically;
use schema::ResultsFile;
use std::io;
use std::path::{Path, PathBuf};

/// Why `bencher readme` could not regenerate the README.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// The README could not be read.
    #[error("cannot read {}: {source}", path.display())]
    ReadReadme {
        /// The README.
        path: PathBuf,
        /// The I/O error.
        source: io::Error,
    },
    /// The README's markers are missing, duplicated or out of order.
    #[error("{}: {source}", path.display())]
    Markers {
        /// The README.
        path: PathBuf,
        /// What is wrong with the markers.
        source: readme::SpliceError,
    },
    /// The charts directory is not reachable by a relative link from the README.
    #[error("cannot link {} from {}: {reason}", charts.display(), readme.display())]
    ChartsLocation {
        /// The charts directory.
        charts: PathBuf,
        /// The README.
        readme: PathBuf,
        /// Why.
        reason: String,
    },
    /// Writing a chart or the README failed.
    #[error("cannot write: {0}")]
    Write(io::Error),
}

/// What [`regenerate_readme`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Regenerated {
    /// The chart files, in link order.
    pub charts: Vec<PathBuf>,
    /// The datasets' pages.
    pub pages: Vec<PathBuf>,
    /// Whether the README's bytes changed.
    pub readme_changed: bool,
}

/// Where [`regenerate_readme`] writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Targets {
    /// The README, whose marked region is rewritten.
    pub readme: PathBuf,
    /// The directory of the SVG charts (created if missing).
    pub charts: PathBuf,
    /// The directory of the datasets' pages (created if missing).
    pub pages: PathBuf,
}

/// Regenerates the results region of the README from `results`, each dataset's page (every
/// figure) in `targets.pages` and the charts in `targets.charts`, all linked by relative paths.
/// The README is checked before anything is written; charts and pages are written before the
/// README so it never links a missing file; every file is replaced atomically. Charts draw
/// the figures rankings compare ([`readme::Options::include_other_work`]).
pub fn regenerate_readme(
    targets: &Targets,
    results: &ResultsFile,
    options: &readme::Options,
) -> Result<Regenerated, ReportError> {
    let readme_path = &targets.readme;
    let current =
        std::fs::read_to_string(readme_path).map_err(|source| ReportError::ReadReadme {
            path: readme_path.to_owned(),
            source,
        })?;
    // Fail on bad markers before touching any file.
    readme::splice(&current, "").map_err(|source| ReportError::Markers {
        path: readme_path.to_owned(),
        source,
    })?;
    for dir in [&targets.charts, &targets.pages] {
        std::fs::create_dir_all(dir).map_err(|e| {
            ReportError::Write(io::Error::new(e.kind(), format!("{}: {e}", dir.display())))
        })?;
    }
    let page_probe = targets.pages.join("page.md");
    let links = readme::Links {
        charts_from_pages: relative_link(&page_probe, &targets.charts)?,
        pages_from_readme: relative_link(readme_path, &targets.pages)?,
        readme_from_pages: {
            let dir = relative_link(&page_probe, readme_dir(readme_path))?;
            let name = readme_path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("README.md");
            if dir == "." {
                name.to_owned()
            } else {
                format!("{dir}/{name}")
            }
        },
    };
    let charted = if options.include_other_work {
        results.clone()
    } else {
        schema::model::without_set_aside(results)
    };
    let generated = readme::render_results(results, &links, options);
    let updated = readme::splice(&current, &generated).map_err(|source| ReportError::Markers {
        path: readme_path.to_owned(),
        source,
    })?;
    let charts = charts::write_charts(&charted, &targets.charts).map_err(ReportError::Write)?;
    let planned = charts::planned_charts(&charted);
    let mut pages = Vec::new();
    for dataset in shared::dataset_order(results) {
        let Some(name) = readme::page_file_name(dataset) else {
            continue;
        };
        let dataset_charts: Vec<&charts::PlannedChart> =
            planned.iter().filter(|c| c.dataset == dataset).collect();
        let page = readme::render_page(results, dataset, &dataset_charts, &links, options);
        let path = targets.pages.join(name);
        write_atomically(&path, page.as_bytes()).map_err(|e| {
            ReportError::Write(io::Error::new(e.kind(), format!("{}: {e}", path.display())))
        })?;
        pages.push(path);
    }
    let readme_changed = updated != current;
    if readme_changed {
        write_atomically(readme_path, updated.as_bytes()).map_err(|e| {
            ReportError::Write(io::Error::new(
                e.kind(),
                format!("{}: {e}", readme_path.display()),
            ))
        })?;
    }
    Ok(Regenerated {
        charts,
        pages,
        readme_changed,
    })
}

/// Writes what `bencher readme` would write for `results` into `dir` (created if missing)
/// instead of the repository: `README.md`, a page holding only the results region, the
/// datasets' pages in `pages/` and the charts they link in `charts/`. For a person to look at
/// how a run renders (an upstream file, a run of a changed report) and leave the README alone.
pub fn write_sample(
    dir: &Path,
    results: &ResultsFile,
    options: &readme::Options,
) -> Result<Regenerated, ReportError> {
    let readme = dir.join("README.md");
    // A title and the markers of the results region, which the regeneration fills.
    let page = format!(
        "# A sample of `bencher readme`\n\n{}\n{}\n",
        readme::BEGIN_MARKER,
        readme::END_MARKER
    );
    std::fs::create_dir_all(dir)
        .and_then(|()| write_atomically(&readme, page.as_bytes()))
        .map_err(|e| {
            ReportError::Write(io::Error::new(
                e.kind(),
                format!("{}: {e}", readme.display()),
            ))
        })?;
    let targets = Targets {
        readme,
        charts: dir.join("charts"),
        pages: dir.join("pages"),
    };
    regenerate_readme(&targets, results, options)
}

fn readme_dir(readme_path: &Path) -> &Path {
    match readme_path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The path of `charts_dir` relative to the directory of `readme_path`, with `/` separators,
/// for markdown links. Both directories must exist (they are canonicalized to resolve `..`
/// and symlinks).
fn relative_link(readme_path: &Path, charts_dir: &Path) -> Result<String, ReportError> {
    let failure = |reason: String| ReportError::ChartsLocation {
        charts: charts_dir.to_owned(),
        readme: readme_path.to_owned(),
        reason,
    };
    let readme_dir = readme_dir(readme_path);
    let base = readme_dir
        .canonicalize()
        .map_err(|e| failure(format!("{}: {e}", readme_dir.display())))?;
    let target = charts_dir
        .canonicalize()
        .map_err(|e| failure(format!("{}: {e}", charts_dir.display())))?;
    let relative = pathdiff::diff_paths(&target, &base)
        .ok_or_else(|| failure("no relative path between them".to_owned()))?;
    let parts: Option<Vec<&str>> = relative
        .components()
        .map(|c| c.as_os_str().to_str())
        .collect();
    let parts = parts.ok_or_else(|| failure("the path is not valid UTF-8".to_owned()))?;
    Ok(if parts.is_empty() {
        ".".to_owned()
    } else {
        parts.join("/")
    })
}

#[cfg(test)]
mod tests;
