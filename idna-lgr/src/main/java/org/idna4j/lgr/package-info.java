/**
 * RFC 7940 Label Generation Rulesets: is a label allowed in a zone, what are its variants and their
 * dispositions, and does it collide with a registered label.
 *
 * <pre>{@code
 * Lgr latin = Lgr.load(Path.of("lgr-5-latin-script-26may22-en.xml"));
 * LabelResult r = latin.evaluate("café");          // U-label or A-label
 * r.eligible();      // true: every code point in the repertoire, contexts hold (§8.1)
 * r.disposition();   // "valid" (§8.3); problems() lists every reason for "invalid"
 * latin.variants("café").limit(100).forEach(...); // lazily, with dispositions (§8.2)
 * latin.variantEstimate("internationalization");  // 15735193600000, without enumerating
 * latin.indexLabel("straße");                     // Optional[strasse] (§8.5)
 *
 * LgrSet rz = LgrSet.load(Path.of("rz-lgr-5"));   // element LGRs + the common LGR
 * CollisionIndex registered = rz.collisionIndex(zoneLabels);
 * registered.collisions("ехаmple");               // [example]: Cyrillic е, х, а
 * }</pre>
 *
 * <ul>
 *   <li>{@link org.idna4j.lgr.Lgr} - one LGR: {@code load}/{@code parse}, {@code evaluate}, {@code
 *       variants}, {@code variantEstimate}, {@code indexLabel}, {@code info};
 *   <li>{@link org.idna4j.lgr.LgrSet} - element LGRs per script plus a common LGR, script detection
 *       (Han + Kana &rarr; Jpan, Hangul &rarr; Kore);
 *   <li>{@link org.idna4j.lgr.CollisionIndex} - registered labels by index label;
 *   <li>{@link org.idna4j.lgr.LabelResult}, {@link org.idna4j.lgr.VariantLabel}, {@link
 *       org.idna4j.lgr.LgrProblem}, {@link org.idna4j.lgr.LgrInfo} - results;
 *   <li>{@link org.idna4j.lgr.LgrFormatException} - a rejected LGR document, with line and column.
 * </ul>
 *
 * <h2>Choices where RFC 7940 and lgr-core leave room</h2>
 *
 * <ul>
 *   <li><b>Eligibility (§8.1) over any partition.</b> A label is eligible when some split into
 *       repertoire elements (chars, sequences, range members) has every element's {@code
 *       when}/{@code not-when} context satisfied. lgr-core splits greedily (longest sequence first,
 *       no backtracking) and rejects labels that only another split covers; we accept them. The
 *       label's own types (§8.1.1) come from the split that takes, at each position, the longest
 *       context-valid element from which the rest still completes; it is lgr-core's split whenever
 *       lgr-core accepts the label.
 *   <li><b>Contexts without an anchor</b> are whole-label rules (§6.4.3). Rules search anywhere
 *       unless they use {@code <start/>}/{@code <end/>} (as lgr-core). A rule with an anchor is
 *       {@code [look-behind] <anchor/> [look-ahead]} or a choice of such rules (the schema's
 *       positional form, used by the second-level reference LGRs); anything else with an anchor is
 *       rejected at load, and so is an action whose {@code match} is such a rule.
 *   <li><b>Variants (§8.2)</b> are generated over every context-valid split (lgr-core does the
 *       same), with the contexts of conditional variants (§5.3.5) evaluated on the original label.
 *       Each variant label is produced once, in code-point order, and the types it records come
 *       from its first derivation (longest element first, the element itself before its variants in
 *       document order). <b>Duplicates (§8.4)</b>: a label reachable in two ways with different
 *       types is reported once with the first derivation's types, as lgr-core keeps the first;
 *       {@code info()} warns when the variant relation is not symmetric or transitive, the usual
 *       cause. A variant's disposition (§8.3) requires it to be eligible itself (§8.1) and then
 *       runs the actions with the recorded types; invalid variants and all variants of an invalid
 *       label are dropped.
 *   <li><b>Actions</b>: document order, first that fires wins (§7.4), followed by the §7.6 defaults
 *       (invalid, blocked, allocatable by any-variant; activated by all-variants; valid). Trigger
 *       semantics follow lgr-core: all-variants and only-variants never fire on an empty type set;
 *       only-variants also requires every code point to come from a variant mapping, reflexive ones
 *       included.
 *   <li><b>Index labels (§8.5)</b> are computed as lgr-core does (RZ-LGR overview §5.5.4): the
 *       minimum over all context-valid splits of the element-wise smallest variant, by a dynamic
 *       program over positions. They group variants correctly only when the variant relation is
 *       symmetric and transitive ({@link org.idna4j.lgr.LgrInfo#variantRelationSound()}).
 *   <li><b>Unicode versions</b>: property classes ({@code gc:Mn}) use ICU4J's Unicode data, not the
 *       declared {@code unicode-version}; {@link org.idna4j.lgr.LgrInfo} reports both and the
 *       repertoire code points the declared version does not have.
 *   <li><b>Labels</b> are judged as given: an input starting with {@code xn--} is decoded with
 *       Punycode, anything else is the U-label. No IDNA mapping, case folding or normalization is
 *       applied, and no length limit: that is IDNA's job ({@code org.idna4j.domain}).
 * </ul>
 *
 * <h2>Bounds</h2>
 *
 * Rules compile to Thompson automata simulated without backtracking, so matching costs O(label
 * &times; rule states); a rule whose expansion of nested counts exceeds 200,000 steps is rejected
 * at load. Evaluation, index labels and estimates are linear in the label (index labels compare
 * hash-consed candidates; a pathological LGR can make comparisons longer). Variants are enumerated
 * with a delay polynomial in the label between two results. At most 100 problems are listed per
 * label. XML documents with a DTD are refused, so no entity is ever expanded or fetched. Everything
 * loaded is immutable and thread-safe.
 */
package org.idna4j.lgr;
