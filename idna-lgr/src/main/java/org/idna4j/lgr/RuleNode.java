package org.idna4j.lgr;

import com.ibm.icu.text.UnicodeSet;
import java.util.List;

/**
 * A parsed, non-positional match operator of an RFC 7940 §6.3 rule: the regular-expression tree
 * that {@link Nfa} compiles. Rules referenced with {@code by-ref} are shared, not copied, so the
 * tree is a DAG whose expansion is bounded by {@link Nfa#MAX_WORK}.
 */
abstract class RuleNode {

  private RuleNode() {}

  /** {@code <char cp="...">}: one code point or a sequence (RFC 7940 §6.3.2). */
  static final class Literal extends RuleNode {
    final int[] cps;

    Literal(int[] cps) {
      this.cps = cps;
    }
  }

  /** A class, a set operator or {@code <any/>}: one code point from a set (RFC 7940 §6.3.3). */
  static final class OneOf extends RuleNode {
    final UnicodeSet set;

    OneOf(UnicodeSet set) {
      this.set = set;
    }
  }

  /** Match operators in document order (RFC 7940 §6.3.1). */
  static final class Seq extends RuleNode {
    final List<RuleNode> items;

    Seq(List<RuleNode> items) {
      this.items = List.copyOf(items);
    }
  }

  /** {@code <choice>}: one of the alternatives (RFC 7940 §6.3.4). */
  static final class Alt extends RuleNode {
    final List<RuleNode> items;

    Alt(List<RuleNode> items) {
      this.items = List.copyOf(items);
    }
  }

  /** A {@code count} attribute: min to max repetitions, max -1 for {@code n+} (RFC 7940 §6.3.5). */
  static final class Repeat extends RuleNode {
    final RuleNode body;
    final int min;
    final int max;

    Repeat(RuleNode body, int min, int max) {
      this.body = body;
      this.min = min;
      this.max = max;
    }
  }

  /** {@code <start/>}: the beginning of the label (RFC 7940 §6.3.6). */
  static final class Start extends RuleNode {
    static final Start INSTANCE = new Start();
  }

  /** {@code <end/>}: the end of the label (RFC 7940 §6.3.6). */
  static final class End extends RuleNode {
    static final End INSTANCE = new End();
  }

  /**
   * A parameterized context rule (RFC 7940 §6.4): alternatives of {@code [look-behind] <anchor/>
   * [look-ahead]}; several when a choice combines context rules. Never inside a sequence or count.
   */
  static final class Positional extends RuleNode {
    /** Each alternative: {look-behind or null, look-ahead or null}. */
    final List<RuleNode[]> alternatives;

    Positional(List<RuleNode[]> alternatives) {
      this.alternatives = List.copyOf(alternatives);
    }
  }
}
