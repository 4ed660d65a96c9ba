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
    Reads the RESULT lines of every harness (all passes) and prints one Markdown table: per
    operation and corpus, the best thread CPU time per name of each IDNA4J preset and of each peer
    over all runs, and the ratio IDNA4J lookup time / peer time (below 1: IDNA4J takes less CPU per
    name). The process CPU time is in the RESULT lines but not in the table: the JVM reads it in
    10 ms ticks, too coarse for a round of 5-60 ms.
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
            # Go's errors quote the name: group by the message without it
            key = "peer rejects (" + re.sub(r'"[^"]*"', '"..."', p_rest) + "), IDNA4J accepts"
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
        if m:
            key = (m.group(2), m.group(3), m.group(1))
            best[key] = min(best.get(key, float("inf")), float(m.group(4)))
    tasks = []
    for op, corpus, _ in best:
        if (op, corpus) not in tasks:
            tasks.append((op, corpus))
    peers = []
    presets = []
    for _, _, peer in best:
        group = presets if peer.startswith("idna4j-") else peers
        if peer not in group:
            group.append(peer)
    print("Best CPU time per name over all runs, ns (thread CPU; Node: process CPU), and the")
    print("ratio IDNA4J lookup time / peer time (below 1: IDNA4J takes less CPU per name):\n")
    print("| operation | corpus | " + " | ".join(p.replace("idna4j-", "IDNA4J ") for p in presets)
          + " | " + " | ".join(f"{p} | lookup ÷ {p}" for p in peers) + " |")
    print("|---|---|" + "---:|" * len(presets) + "---:|---:|" * len(peers))
    for op, corpus in tasks:
        lookup = best.get((op, corpus, "idna4j-lookup"))
        cells = [f"{best[(op, corpus, p)]:,.0f}" if (op, corpus, p) in best else "" for p in presets]
        for peer in peers:
            t = best.get((op, corpus, peer))
            if t is None:
                cells += ["", ""]
            else:
                ratio = f"**{lookup / t:.2f}**" if lookup else ""
                cells += [f"{t:,.0f}", ratio]
        print(f"| {op} | {corpus} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "compare":
        compare(*sys.argv[2:])
    elif len(sys.argv) == 3 and sys.argv[1] == "table":
        table(sys.argv[2])
    else:
        sys.exit(__doc__)
