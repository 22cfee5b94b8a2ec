"""A second opinion on the tutor's FSRS-6: random review sequences replayed through the
reference implementation (py-fsrs, the `fsrs` package) and through the tutor's own
scheduler (`codable-tutor cards --replay-fsrs FILE`), with the same weights, the same
retention and no fuzz. After every review the two must agree on the card's state, its
(re)learning step, its stability and difficulty (within float rounding) and the wait until
it is due (to the second).

Usage: python fsrs_crosscheck.py --tutor PATH [--sequences N] [--seed S]
Exits 0 when every state agrees, 1 with the first differences when one does not.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from importlib.metadata import version

import fsrs
from fsrs.scheduler import LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS

STATE_NAMES = {fsrs.State.Learning: "learning", fsrs.State.Review: "review", fsrs.State.Relearning: "relearning"}
# Both sides compute in binary64 with the same formulas; only pow and exp may differ in the
# last place, and that stays far below this over a few dozen reviews.
RELATIVE_TOLERANCE = 1e-9


def parameter_sets(rng):
    """The settings each batch of sequences runs with: FSRS-6's defaults at the tutor's
    default target and at both ends of the targets it accepts, other step lists, and random
    weights anywhere within FSRS-6's bounds."""
    defaults = list(fsrs.scheduler.DEFAULT_PARAMETERS)
    sets = [
        (defaults, 0.90, [60, 600], [600]),
        (defaults, 0.70, [60, 600], [600]),
        (defaults, 0.97, [60, 600], [600]),
        (defaults, 0.85, [60], [600, 1800]),
        (defaults, 0.90, [], []),
    ]
    for _ in range(5):
        weights = [rng.uniform(low, high) for low, high in zip(LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS)]
        sets.append((weights, rng.uniform(0.70, 0.97), [60, 600], [600]))
    return sets


def random_sequence(rng, scheduler):
    """Reviews of one card: a rating each, at times near, before or well after the card
    comes due, some on the same day, all in whole seconds (as both sides count days alike)."""
    start = rng.randint(1_600_000_000, 1_900_000_000)
    card = fsrs.Card(card_id=1, due=datetime.fromtimestamp(start, tz=timezone.utc))
    now = start
    reviews = []
    for _ in range(rng.randint(3, 40)):
        rating = rng.choices([1, 2, 3, 4], weights=[2, 2, 5, 1])[0]
        reviews.append({"rating": rating, "time": now})
        card, _ = scheduler.review_card(card, fsrs.Rating(rating), review_datetime=datetime.fromtimestamp(now, tz=timezone.utc))
        wait = (card.due - card.last_review).total_seconds()
        roll = rng.random()
        if roll < 0.15:
            wait = rng.randint(60, 20 * 3600)  # again the same day, or early
        elif roll < 0.85:
            wait = wait * rng.uniform(0.8, 1.3)  # about on time
        else:
            wait = wait * rng.uniform(1.5, 4) + rng.randint(0, 86_400 * 30)  # long overdue
        now += max(1, int(wait))
    return reviews


def reference_states(scheduler, sequence):
    card = fsrs.Card(card_id=1, due=datetime.fromtimestamp(sequence[0]["time"], tz=timezone.utc))
    states = []
    for review in sequence:
        when = datetime.fromtimestamp(review["time"], tz=timezone.utc)
        card, _ = scheduler.review_card(card, fsrs.Rating(review["rating"]), review_datetime=when)
        states.append({
            "state": STATE_NAMES[card.state],
            "step": card.step or 0,
            "stability": card.stability,
            "difficulty": card.difficulty,
            "wait": (card.due - when).total_seconds(),
        })
    return states


def tutor_states(tutor, home, weights, retention, learning, relearning, sequences):
    replay = {
        "parameters": {"weights": weights, "desiredRetention": retention, "learningSteps": learning,
                       "relearningSteps": relearning, "maximumInterval": 36500, "enableFuzz": False},
        "sequences": sequences,
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", dir=home, delete=False) as file:
        json.dump(replay, file)
    environment = dict(os.environ, CODABLE_TUTOR_HOME=home)
    run = subprocess.run([tutor, "cards", "--replay-fsrs", file.name], capture_output=True, text=True, env=environment,
                         timeout=120)
    if run.returncode != 0:
        sys.exit(f"codable-tutor cards --replay-fsrs failed (exit {run.returncode}): {run.stderr.strip()}")
    return json.loads(run.stdout)


def differences(expected, actual, times):
    """What differs between the reference's states and the tutor's, review by review."""
    found = []
    for index, (want, got) in enumerate(zip(expected, actual)):
        wait = got["due"] - times[index]
        problems = []
        if want["state"] != got["state"] or want["step"] != got["step"]:
            problems.append(f"state {got['state']} step {got['step']}, py-fsrs {want['state']} step {want['step']}")
        for key in ("stability", "difficulty"):
            if not math.isclose(want[key], got[key], rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-12):
                problems.append(f"{key} {got[key]!r}, py-fsrs {want[key]!r}")
        if abs(want["wait"] - wait) > 1e-3:
            problems.append(f"due in {wait / 86400:.4f} days, py-fsrs {want['wait'] / 86400:.4f}")
        if problems:
            found.append(f"review {index + 1}: " + "; ".join(problems))
    if len(expected) != len(actual):
        found.append(f"{len(actual)} states, py-fsrs {len(expected)}")
    return found


def largest_gap(expected, actual):
    gap = 0.0
    for want, got in zip(expected, actual):
        for key in ("stability", "difficulty"):
            gap = max(gap, abs(want[key] - got[key]) / max(abs(want[key]), 1e-12))
    return gap


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tutor", required=True, help="the built codable-tutor")
    parser.add_argument("--sequences", type=int, default=400, help="how many review sequences in all")
    parser.add_argument("--seed", type=int, default=2024)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    sets = parameter_sets(rng)
    per_set = max(1, arguments.sequences // len(sets))
    failures, reviews, gap = [], 0, 0.0
    with tempfile.TemporaryDirectory(prefix="fsrs-crosscheck-") as home:
        for number, (weights, retention, learning, relearning) in enumerate(sets):
            scheduler = fsrs.Scheduler(parameters=weights, desired_retention=retention,
                                       learning_steps=[timedelta(seconds=s) for s in learning],
                                       relearning_steps=[timedelta(seconds=s) for s in relearning], enable_fuzzing=False)
            sequences = [random_sequence(rng, scheduler) for _ in range(per_set)]
            actual = tutor_states(arguments.tutor, home, weights, retention, learning, relearning, sequences)
            for index, sequence in enumerate(sequences):
                expected = reference_states(scheduler, sequence)
                reviews += len(sequence)
                gap = max(gap, largest_gap(expected, actual[index]))
                for problem in differences(expected, actual[index], [review["time"] for review in sequence]):
                    failures.append(f"set {number + 1} (retention {retention:.3f}), sequence {index + 1}, {problem}")
    total = per_set * len(sets)
    if failures:
        print(f"FSRS cross-check: {len(failures)} difference(s) from py-fsrs {version('fsrs')} in {total} sequences:")
        for failure in failures[:20]:
            print("  " + failure)
        sys.exit(1)
    print(f"FSRS cross-check: {total} random sequences ({reviews} reviews, {len(sets)} sets of weights, retention and steps) "
          f"give the same state, step, stability, difficulty and due time as py-fsrs {version('fsrs')}; "
          f"largest relative difference {gap:.1e}.")


if __name__ == "__main__":
    main()
