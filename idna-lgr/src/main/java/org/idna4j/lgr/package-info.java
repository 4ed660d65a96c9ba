/**
 * RFC 7940 Label Generation Rulesets: is a label allowed in a zone, what are its variants and their
 * dispositions, and does it collide with a registered label.
 *
 * <pre>{@code
 * Lgr latin = Lgr.load(Path.of("lgr-5-latin-script-26may22-en.xml"));
 * LgrLabelResult r = latin.evaluate("café");          // U-label or A-label
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
 *   <li>{@link org.idna4j.lgr.Ruleset} - the one type for an LGR or a set; {@code
 *       Ruleset.load("icann:full-variant-set/de")} by name (with idna-lgr-icann) or path;
 *   <li>{@link org.idna4j.lgr.Lgr} - one LGR: {@code load}/{@code parse}, {@code evaluate}, {@code
 *       variants}, {@code variantEstimate}, {@code indexLabel}, {@code info};
 *   <li>{@link org.idna4j.lgr.LgrSet} - element LGRs per script plus a common LGR, script detection
 *       (Han + Kana &rarr; Jpan, Hangul &rarr; Kore);
 *   <li>{@link org.idna4j.lgr.CollisionIndex} - registered labels by index label;
 *   <li>{@link org.idna4j.lgr.LgrLabelResult}, {@link org.idna4j.lgr.VariantLabel}, {@link
 *       org.idna4j.lgr.LgrProblem}, {@link org.idna4j.lgr.LgrInfo} - results;
 *   <li>{@link org.idna4j.lgr.LgrFormatException} - a rejected LGR document, with line and column.
 * </ul>
 *
 * <h2>Choices where RFC 7940 and lgr-core leave room</h2>
 *
 * <ul>
 *   <li><b>Eligibility (§8.1)</b> as lgr-core: greedy, the longest element whose context holds at
 *       each position, no backtracking; the label's own types (§8.1.1) from every context-valid
 *       element at every position.
 *   <li><b>Contexts without an anchor</b> are whole-label rules (§6.4.3). Rules search anywhere
 *       unless they use {@code <start/>}/{@code <end/>} (as lgr-core). A rule with an anchor is
 *       {@code [look-behind] <anchor/> [look-ahead]} or a choice of such rules (the schema's
 *       positional form, used by the second-level reference LGRs); anything else with an anchor is
 *       rejected at load, and so is an action whose {@code match} is such a rule.
 *   <li><b>Variants (§8.2)</b> are generated as lgr-core generates them ({@code VariantGenerator};
 *       the module README lists each rule), under a {@link org.idna4j.lgr.VariantBudget}; a result
 *       cut short says why ({@link org.idna4j.lgr.VariantCut}). <b>Duplicates (§8.4)</b>: the first
 *       derivation decides, as lgr-core's {@code already_handled}. A variant's disposition (§8.3)
 *       needs greedy eligibility, no {@code invalid} from the type-free actions, then the actions
 *       with its types; invalid variants and all variants of an invalid label are dropped. Every
 *       disposition carries its {@link org.idna4j.lgr.DecidingAction}.
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
 *   <li><b>Labels</b> are judged as given: an input starting with {@code xn--} must be a valid
 *       A-label under idna-label's strict rules (else {@code invalid-a-label} naming the IDNA
 *       error), anything else is the U-label. No IDNA mapping, case folding or normalization is
 *       applied, and no length limit: that is IDNA's job ({@code org.idna4j.domain}).
 * </ul>
 *
 * <h2>Bounds</h2>
 *
 * Rules compile to Thompson automata simulated without backtracking, so matching costs O(label
 * &times; rule states); a rule whose expansion of nested counts exceeds 200,000 steps is rejected
 * at load. Evaluation, index labels and estimates are linear in the label (index labels compare
 * hash-consed candidates; a pathological LGR can make comparisons longer). Variants are enumerated
 * within a {@link org.idna4j.lgr.VariantBudget} of permutations examined, a deadline and a
 * cancellation hook. LGR documents: nesting, sequence length and total rule expansion are bounded.
 * At most 100 problems are listed per label. XML documents with a DTD are refused, so no entity is
 * ever expanded or fetched. Everything loaded is immutable and thread-safe.
 */
package org.idna4j.lgr;
