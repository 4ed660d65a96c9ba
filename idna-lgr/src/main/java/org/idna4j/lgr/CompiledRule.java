package org.idna4j.lgr;

/**
 * A named top-level rule (RFC 7940 §6.3) compiled for matching.
 *
 * <p>A non-positional rule matches anywhere in the label unless it contains {@code <start/>} or
 * {@code <end/>} (RFC 7940 §6.3; a regular-expression search). A positional (parameterized context)
 * rule is {@code [look-behind] <anchor/> [look-ahead]} (RFC 7940 §6.4, the schema's {@code
 * match-operators-pos}), or a choice of such rules: it holds for the element at {@code [i, j)}
 * when, for one alternative, the look-behind matches some text ending at i and the look-ahead some
 * text starting at j.
 */
final class CompiledRule {

  final String name;
  final int id;
  final boolean positional;

  /**
   * Non-positional: forward automaton (does a match end at p) and reversed (does one start at p).
   */
  final Nfa forward;

  final Nfa backward;

  /**
   * Positional: per alternative, the look-behind read forwards and the look-ahead compiled
   * reversed; null when absent.
   */
  final Nfa[] lookBehind;

  final Nfa[] lookAhead;

  CompiledRule(String name, int id, Nfa forward, Nfa backward) {
    this.name = name;
    this.id = id;
    this.positional = false;
    this.forward = forward;
    this.backward = backward;
    this.lookBehind = null;
    this.lookAhead = null;
  }

  CompiledRule(String name, int id, Nfa[] lookBehind, Nfa[] lookAhead, boolean positional) {
    this.name = name;
    this.id = id;
    this.positional = positional;
    this.forward = null;
    this.backward = null;
    this.lookBehind = lookBehind;
    this.lookAhead = lookAhead;
  }
}
