//! PLACEHOLDER until the swap2-engine branch lands (replaced on merge).
use std::time::Duration;

pub fn clock_move_time(left: Duration, increment: Duration, cap: Duration) -> Duration {
    (left / 20 + increment * 3 / 4)
        .min(left / 8)
        .min(cap)
        .max(Duration::from_millis(5))
}
