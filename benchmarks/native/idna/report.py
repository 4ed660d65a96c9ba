#!/usr/bin/env python3
"""The two reports of run.sh: answers compared with IDNA4J's, and the timing table.

compare NAMES PEER_DUMP IDNA4J_DUMP LABEL
    Reads the names and two dumps of one line per name (a harness's "OK<TAB>output" or
    "ERR<TAB>reason"; IDNA4J's "OK<TAB>output" or "ERR<TAB>errors<TAB>output"), counts every
    name whose answers differ and groups the differences by kind: which side rejects, with IDNA4J's
    errors or the peer's reason, or both accept with different outputs. Each group gets three
    example names. Where IDNA4J reports a Bidi error, the name is checked again here with the Bidi
    Rule (RFC 5893 §2) label by label, to say whether the failing label holds a right-to-left
    character or not (UTS #46 §4 step 4.1 applies the rule to every label of a bidi domain name).
    Prints one "DIFF" line with the count, then the groups.

table RESULTS
    Reads the RESULT lines of every harness (all passes) and prints a Markdown table per operation
    and corpus: the best thread CPU time per name of each peer and of each IDNA4J preset over the
    passes, and the ratio IDNA4J time / peer time (below 1: IDNA4J takes less CPU per name).
"""
import re
import sys
import unicodedata

RTL = {"R", "AL", "AN"}


def decode_label(label):
    if label.lower().startswith("xn--"):
        try:
            return label[4:].encode("ascii").decode("punycode")
        except (UnicodeError, ValueError):
            return label
    return label


def bidi_rule_fails(label):
    """RFC 5893 §2 rules 1-6 for one label; True if the label breaks one."""
    classes = [unicodedata.bidirectional(c) for c in label]
    if not classes:
        return False
    first = classes[0]
    if first not in ("L", "R", "AL"):
        return True  # rule 1
    trailing = list(classes)
    while trailing and trailing[-1] == "NSM":
        trailing.pop()
    last = trailing[-1] if trailing else first
    if first in ("R", "AL"):
        allowed = {"R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
        if any(c not in allowed for c in classes):
            return True  # rule 2
        if last not in ("R", "AL", "EN", "AN"):
            return True  # rule 3
        if "EN" in classes and "AN" in classes:
            return True  # rule 4
        return False
    allowed = {"L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
    if any(c not in allowed for c in classes):
        return True  # rule 5
    return last not in ("L", "EN")  # rule 6


def bidi_note(name):
    labels = [decode_label(lab) for lab in name.split(".")]
    rtl = [any(unicodedata.bidirectional(c) in RTL for c in lab) for lab in labels]
    if not any(rtl):
        return "no RTL label (not a bidi domain name)"
    failing = [i for i, lab in enumerate(labels) if bidi_rule_fails(lab)]
    if not failing:
        return "bidi domain name; the Bidi Rule holds in every label (Python's Unicode data)"
    kinds = sorted({"an RTL label" if rtl[i] else "a label with no RTL character" for i in failing})
    return "bidi domain name; the Bidi Rule fails in " + " and ".join(kinds)


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().split("\n")[:-1]


def compare(names_path, peer_path, idna4j_path, label):
    names = read_lines(names_path)
    peer = read_lines(peer_path)
    ours = read_lines(idna4j_path)
    if not len(names) == len(peer) == len(ours):
        sys.exit(f"{label}: {len(names)} names, {len(peer)} peer lines, {len(ours)} IDNA4J lines")
    groups = {}
    for name, p, o in zip(names, peer, ours):
        p_status, _, p_rest = p.partition("\t")
        o_fields = o.split("\t")
        o_status = o_fields[0]
        if p_status == "OK" and o_status == "OK":
            if p_rest == o_fields[1]:
                continue
            key = "both accept, outputs differ"
        elif p_status == "ERR" and o_status == "ERR":
            continue
        elif p_status == "OK":
            same = p_rest == o_fields[2] if len(o_fields) > 2 else False
            key = "IDNA4J rejects (" + o_fields[1] + "), peer accepts"
            key += " with IDNA4J's output" if same else " with another output"
            if "BIDI" in o_fields[1]:
                key += "; " + bidi_note(name)
        else:
            key = "peer rejects (" + p_rest + "), IDNA4J accepts"
        groups.setdefault(key, []).append((name, p, o))
    total = sum(len(v) for v in groups.values())
    print(f"DIFF {label}: {total} of {len(names)} names answered differently")
    for key, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(items):6d}  {key}")
        for name, p, o in items[:3]:
            print(f"          {name}  peer: {p!r}  IDNA4J: {o!r}")


RESULT = re.compile(r"RESULT peer=(\S+) op=(\S+) corpus=(\S+) thread_ns=(\S+) process_ns=(\S+)")


def table(results_path):
    best = {}
    for line in read_lines(results_path):
        m = RESULT.search(line)
        if not m:
            continue
        peer, op, corpus = m.group(1), m.group(2), m.group(3)
        thread, process = float(m.group(4)), float(m.group(5))
        key = (op, corpus, peer)
        old = best.get(key, (float("inf"), float("inf")))
        best[key] = (min(old[0], thread), min(old[1], process))
    tasks = sorted({(op, corpus) for op, corpus, _ in best}, key=lambda t: (t[0], t[1]))
    for op, corpus in tasks:
        peers = sorted(p for o, c, p in best if (o, c) == (op, corpus) and not p.startswith("idna4j"))
        presets = sorted(p for o, c, p in best if (o, c) == (op, corpus) and p.startswith("idna4j"))
        print(f"\n{op}, corpus {corpus}: best CPU time per name (thread; process), ns")
        print("\n| peer | peer ns | " + " | ".join(f"{p} ns | {p} ÷ peer" for p in presets) + " |")
        print("|---|---:|" + "---:|---:|" * len(presets))
        for peer in peers:
            t, pr = best[(op, corpus, peer)]
            cells = []
            for preset in presets:
                it, ipr = best[(op, corpus, preset)]
                cells.append(f"{it:,.0f} ({ipr:,.0f}) | **{it / t:.2f}** ({ipr / pr:.2f})")
            print(f"| {peer} | {t:,.0f} ({pr:,.0f}) | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "compare":
        compare(*sys.argv[2:])
    elif len(sys.argv) == 3 and sys.argv[1] == "table":
        table(sys.argv[2])
    else:
        sys.exit(__doc__)
