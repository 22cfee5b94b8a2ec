"""Fits the 21 FSRS-6 weights to a learner's reviews with FSRS's own optimizer (fsrs-rs, through
its Python binding `fsrs-rs-python`) and writes them to a file `codable-tutor cards
--parameters FILE` reads.

Usage: python fit_fsrs.py LOG.csv OUT.json
LOG.csv is what `codable-tutor cards --log` prints: card_id, review_time (ms since 1970),
review_rating (1-4), review_state (0 new, 1 learning, 2 review, 3 relearning), review_duration.
"""

import csv
import json
import sys
from collections import defaultdict
from datetime import datetime
from importlib.metadata import version

from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS, FSRSItem, FSRSReview

# The tutor has one relearning step (10 minutes); fsrs-rs bounds w17 and w18 by it.
RELEARNING_STEPS = 1


def read_log(path):
    """Each card's reviews, oldest first, as (day, rating, state): the day is the learner's
    local calendar day, as the tutor's quiz counts days from local midnight."""
    by_card = defaultdict(list)
    with open(path, newline="") as file:
        for row in csv.DictReader(file):
            moment = datetime.fromtimestamp(int(row["review_time"]) / 1000)
            by_card[row["card_id"]].append((int(row["review_time"]), moment.date(), int(row["review_rating"]),
                                            int(row["review_state"])))
    return {card: [(day, rating, state) for _, day, rating, state in sorted(reviews)] for card, reviews in by_card.items()}


def last_learning(reviews):
    """The reviews from the card's last stretch of new or learning reviews on: a card started
    afresh has a history the optimizer must not read across."""
    start = None
    for index in range(len(reviews) - 1, -1, -1):
        if reviews[index][2] in (0, 1):
            start = index
        elif start is not None:
            break
    return reviews[start:] if start is not None else []


def training_items(reviews):
    """One item per review on a later day than the one before, holding the card's history up
    to it; delta_t counts whole days between reviews."""
    items, history, last_day = [], [], None
    for day, rating, _ in reviews:
        delta = 0 if last_day is None else (day - last_day).days
        history.append(FSRSReview(rating, delta))
        if delta > 0:
            items.append(FSRSItem(list(history)))
        last_day = day
    return [item for item in items if item.long_term_review_cnt() > 0]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    log, out = sys.argv[1], sys.argv[2]
    cards = read_log(log)
    reviews = sum(len(history) for history in cards.values())
    items = [item for history in cards.values() for item in training_items(last_learning(history))]
    weights = FSRS(DEFAULT_PARAMETERS).compute_parameters(items, num_relearning_steps=RELEARNING_STEPS)
    # The optimizer computes in 32-bit floats; four decimals are what Anki shows, and within
    # the bounds the optimizer keeps, they stay within them.
    weights = [round(weight, 4) for weight in weights]
    defaults = weights == [round(weight, 4) for weight in DEFAULT_PARAMETERS]
    with open(out, "w") as file:
        json.dump({"weights": weights, "reviews": reviews, "cards": len(cards), "trainingItems": len(items),
                   "defaults": defaults, "optimizer": f"fsrs-rs-python {version('fsrs-rs-python')}"}, file, indent=2)
        file.write("\n")
    if defaults:
        print(f"The optimizer had too few reviews to fit your own weights ({reviews} reviews of {len(cards)} cards, "
              f"{len(items)} it can learn from), so it gave back FSRS-6's defaults; written to {out}.")
    else:
        print(f"Fitted 21 FSRS-6 weights to {reviews} reviews of {len(cards)} cards ({len(items)} training items); "
              f"written to {out}.")


if __name__ == "__main__":
    main()
