//! What the two chart renderers (the explorer's SVG, the bencher's plotters charts) compute
//! alike for the size/time scatter: its Pareto front, and where each point's label can go
//! without covering another label or point.

/// Indices of the points no other point dominates, minimising both coordinates: `a`
/// dominates `b` when it is no worse on both axes and strictly better on one, so points at the
/// same place are all on the front or none is. Points with a non-finite coordinate are never
/// on the front (nor dominate). Sorted by x, then y, then index.
pub fn pareto_front(points: &[(f64, f64)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..points.len())
        .filter(|&i| points[i].0.is_finite() && points[i].1.is_finite())
        .collect();
    order.sort_by(|&a, &b| {
        points[a]
            .0
            .total_cmp(&points[b].0)
            .then(points[a].1.total_cmp(&points[b].1))
            .then(a.cmp(&b))
    });
    let mut front: Vec<usize> = Vec::new();
    let mut best_y = f64::INFINITY;
    for i in order {
        let same_as_last = front.last().is_some_and(|&last| points[last] == points[i]);
        if points[i].1 < best_y || same_as_last {
            best_y = best_y.min(points[i].1);
            front.push(i);
        }
    }
    front
}

/// A rectangle in pixels, y growing downwards (as in SVG and plotters).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

impl Rect {
    fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }

    fn within(&self, bounds: &Rect) -> bool {
        self.x >= bounds.x
            && self.y >= bounds.y
            && self.x + self.width <= bounds.x + bounds.width
            && self.y + self.height <= bounds.y + bounds.height
    }
}

/// A label's size in pixels (width, height), estimated without a font, generously so that
/// boxes that do not overlap hold texts that do not either: 0.6 em a character, above the
/// average advance of common sans-serif faces' lowercase and digits, and 1.3 em high, above
/// their ascent and descent together, the text's baseline [`LABEL_BASELINE`] below the top.
pub fn label_size(text: &str, font_px: f64) -> (f64, f64) {
    (text.chars().count() as f64 * font_px * 0.6, font_px * 1.3)
}

/// Where a label's baseline lies in its box ([`label_size`]): this many em below its top.
pub const LABEL_BASELINE: f64 = 1.0;

/// Where the scatter's labels go: for each point (pixel coordinates) and its label's size,
/// the label's box, or `None` for a label that fits nowhere free. Labels are placed in
/// priority order, the indices in `first` (the Pareto front) and then the most isolated
/// points first, each at the first of six places around its point (right, above right,
/// below right, left, above left, below left) that lies inside `bounds` and covers no label
/// already placed, no point's marker (a square of `marker_radius` around each point) and
/// nothing in `avoid` (a legend). A dense cluster thus keeps the labels it has room for, and
/// none is drawn over another.
pub fn place_labels(
    points: &[(f64, f64)],
    sizes: &[(f64, f64)],
    first: &[usize],
    bounds: Rect,
    marker_radius: f64,
    avoid: &[Rect],
) -> Vec<Option<Rect>> {
    let markers: Vec<Rect> = points
        .iter()
        .map(|&(x, y)| Rect {
            x: x - marker_radius,
            y: y - marker_radius,
            width: 2.0 * marker_radius,
            height: 2.0 * marker_radius,
        })
        .chain(avoid.iter().copied())
        .collect();
    let mut placed: Vec<Option<Rect>> = vec![None; points.len()];
    let mut taken: Vec<Rect> = Vec::new();
    for i in label_order(points, first) {
        let ((x, y), (width, height)) = (points[i], sizes[i]);
        let gap = marker_radius + 2.0;
        let candidates = [
            (x + gap, y - height / 2.0),
            (x + gap, y - gap - height),
            (x + gap, y + gap),
            (x - gap - width, y - height / 2.0),
            (x - gap - width, y - gap - height),
            (x - gap - width, y + gap),
        ];
        let spot = candidates
            .into_iter()
            .map(|(x, y)| Rect {
                x,
                y,
                width,
                height,
            })
            .find(|spot| {
                spot.within(&bounds)
                    && !taken.iter().any(|other| spot.overlaps(other))
                    && !markers.iter().any(|marker| spot.overlaps(marker))
            });
        if let Some(spot) = spot {
            taken.push(spot);
            placed[i] = Some(spot);
        }
    }
    placed
}

/// `first` in its order, then the other points by their distance to their nearest
/// neighbour, largest first (ties by index): outliers are labelled before a cluster's points.
fn label_order(points: &[(f64, f64)], first: &[usize]) -> Vec<usize> {
    let nearest = |i: usize| {
        points
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, p)| (p.0 - points[i].0).hypot(p.1 - points[i].1))
            .fold(f64::INFINITY, f64::min)
    };
    let mut rest: Vec<(usize, f64)> = (0..points.len())
        .filter(|i| !first.contains(i))
        .map(|i| (i, nearest(i)))
        .collect();
    rest.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    first
        .iter()
        .copied()
        .filter(|&i| i < points.len())
        .chain(rest.into_iter().map(|(i, _)| i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn pareto_front_on_hand_computed_points() {
        // (size, time): 0, 2 and 4 trade off; 1 is dominated by 0, 3 by 2; 5 is where 4 is
        // (both stay: neither is better); 6 is not finite.
        let points = [
            (100.0, 50.0),
            (120.0, 60.0),
            (80.0, 90.0),
            (90.0, 95.0),
            (300.0, 10.0),
            (300.0, 10.0),
            (f64::NAN, 1.0),
        ];
        assert_eq!(pareto_front(&points), vec![2, 0, 4, 5]);
        assert_eq!(pareto_front(&[]), Vec::<usize>::new());
        assert_eq!(pareto_front(&[(1.0, 1.0)]), vec![0]);
        // Same size, different times: only the faster one.
        assert_eq!(pareto_front(&[(5.0, 2.0), (5.0, 1.0)]), vec![1]);
    }

    const BOUNDS: Rect = Rect {
        x: 0.0,
        y: 0.0,
        width: 400.0,
        height: 300.0,
    };

    #[test]
    fn a_lone_point_is_labelled_to_its_right() {
        let placed = place_labels(&[(100.0, 100.0)], &[(50.0, 10.0)], &[], BOUNDS, 3.0, &[]);
        assert_eq!(
            placed,
            vec![Some(Rect {
                x: 105.0,
                y: 95.0,
                width: 50.0,
                height: 10.0
            })]
        );
    }

    #[test]
    fn a_label_moves_left_at_the_right_edge_and_is_left_out_where_nothing_fits() {
        // At the right edge: to the left. In a box too small for the label: nowhere.
        let edge = place_labels(&[(390.0, 100.0)], &[(50.0, 10.0)], &[], BOUNDS, 3.0, &[]);
        assert_eq!(edge[0].map(|r| r.x), Some(335.0));
        let tight = Rect {
            width: 40.0,
            ..BOUNDS
        };
        assert_eq!(
            place_labels(&[(20.0, 100.0)], &[(50.0, 10.0)], &[], tight, 3.0, &[]),
            vec![None]
        );
    }

    #[test]
    fn a_label_keeps_out_of_what_it_must_avoid() {
        let legend = Rect {
            x: 100.0,
            y: 90.0,
            width: 100.0,
            height: 20.0,
        };
        let placed = place_labels(
            &[(100.0, 100.0)],
            &[(50.0, 10.0)],
            &[],
            BOUNDS,
            3.0,
            &[legend],
        );
        assert_eq!(placed[0].map(|r| (r.x, r.y)), Some((45.0, 95.0)));
    }

    #[test]
    fn the_front_is_labelled_first_in_a_crowd() {
        // Two points 4 px apart: the front's point takes the place to its right, the other's
        // label goes above its point instead.
        let points = [(100.0, 100.0), (100.0, 104.0)];
        let placed = place_labels(&points, &[(50.0, 10.0); 2], &[1], BOUNDS, 3.0, &[]);
        let at = |r: Option<Rect>| r.map(|r| (r.x, r.y));
        assert_eq!(at(placed[1]), Some((105.0, 99.0)));
        assert_eq!(at(placed[0]), Some((105.0, 85.0)));
        // Without the front, the upper point (the lower index, as both are as isolated) goes
        // first and the lower one's label below it.
        let placed = place_labels(&points, &[(50.0, 10.0); 2], &[], BOUNDS, 3.0, &[]);
        assert_eq!(at(placed[0]), Some((105.0, 95.0)));
        assert_eq!(at(placed[1]), Some((105.0, 109.0)));
    }

    proptest! {
        #[test]
        fn pareto_front_is_exactly_the_undominated_points(
            points in proptest::collection::vec((0.0..100.0f64, 0.0..100.0f64), 0..40)
        ) {
            let front = pareto_front(&points);
            let dominated = |i: usize| points.iter().any(|p| {
                p.0 <= points[i].0 && p.1 <= points[i].1 && (p.0 < points[i].0 || p.1 < points[i].1)
            });
            for i in 0..points.len() {
                prop_assert_eq!(front.contains(&i), !dominated(i), "point {}", i);
            }
            for pair in front.windows(2) {
                prop_assert!(points[pair[0]].0 <= points[pair[1]].0);
                prop_assert!(points[pair[0]].1 >= points[pair[1]].1);
            }
        }

        #[test]
        fn placed_labels_stay_inside_and_cover_no_label_or_point(
            points in proptest::collection::vec((0.0..400.0f64, 0.0..300.0f64), 0..60),
            width in 10.0..80.0f64,
        ) {
            let sizes = vec![(width, 11.0); points.len()];
            let front = pareto_front(&points);
            let placed = place_labels(&points, &sizes, &front, BOUNDS, 3.0, &[]);
            let boxes: Vec<Rect> = placed.iter().flatten().copied().collect();
            for (a, label) in boxes.iter().enumerate() {
                prop_assert!(label.within(&BOUNDS));
                for other in &boxes[a + 1..] {
                    prop_assert!(!label.overlaps(other), "{:?} and {:?}", label, other);
                }
                for &(x, y) in &points {
                    let marker = Rect { x: x - 3.0, y: y - 3.0, width: 6.0, height: 6.0 };
                    prop_assert!(!label.overlaps(&marker), "{:?} over the point at {} {}", label, x, y);
                }
            }
            // A lone point is labelled where its label fits beside it (at most 180 px wide, it
            // fits on one side or the other of any point in these bounds).
            if points.len() == 1 && width <= 180.0 {
                prop_assert!(placed[0].is_some());
            }
        }
    }
}
