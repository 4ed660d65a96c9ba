package org.idna4j.label.internal;

import org.idna4j.label.LabelResult;
import org.idna4j.label.NameRules;

/**
 * <b>Not API.</b> The label engine of one profile as the domain engine calls it: one label at a
 * time, told whether the name it belongs to is a Bidi domain name. The engine also answers the
 * name-level questions whose answer depends on the standard (UTS #46, IDNA2008 registration or
 * IDNA2003), so that the domain engine applies one procedure to every profile. Immutable and
 * thread-safe.
 */
public interface DomainLabels {

  /**
   * Converts a label of a domain name to its ASCII form.
   *
   * @param label the label, without separators
   * @param bidiDomain whether the name is a Bidi domain name (RFC 5893 §1.4: some label is an RTL
   *     label), which subjects every label to the Bidi Rule of RFC 5893 §2 when the profile checks
   *     Bidi
   * @return the result
   */
  LabelResult toAscii(CharSequence label, boolean bidiDomain);

  /**
   * Converts a label of a domain name to its Unicode form.
   *
   * @param label the label, without separators
   * @param bidiDomain whether the name is a Bidi domain name (RFC 5893 §1.4)
   * @return the result
   */
  LabelResult toUnicode(CharSequence label, boolean bidiDomain);

  /**
   * Whether {@code c} separates labels in a name: the four separators of {@link
   * NameRules#isLabelSeparator} (UTS #46 §4 step 3, RFC 3490 §3.1), or only U+002E for IDNA2008
   * registration, which takes labels as they are (RFC 5891 §5.2).
   *
   * @param c a UTF-16 code unit
   * @return whether it separates labels
   */
  boolean isLabelSeparator(char c);

  /**
   * Whether the name-level fast paths apply: a lowercase LDH label that is not an {@code xn--}
   * label, not reserved ({@code ??--}) under CheckHyphens, has no hyphen at either end under
   * CheckHyphens and fits the DNS lengths, is valid and unchanged (UTS #46 §4.1 and §4.2, RFC 5891
   * §4.2.3.1, RFC 5892 §2: a-z, 0-9 and '-' are PVALID) outside a Bidi domain name. False for
   * IDNA2003, with UTS #39 checks (which may look at ASCII labels), and for the reference engine.
   *
   * @return whether such labels may skip the label engine
   */
  boolean plainLdhLabelsPass();

  /**
   * Whether the standard maps ASCII capitals to lowercase and changes nothing else in ASCII (UTS
   * #46 §4 step 1), so that an LDH name with capitals is, lowercased, a plain LDH name.
   *
   * @return whether ASCII is lowercased
   */
  boolean lowercasesAscii();

  /**
   * The result for a name without labels, where the standard has a rule for it: the empty name
   * comes back empty and a lone separator as {@code "."} in IDNA2003 (as {@code java.net.IDN} does;
   * RFC 3490 has no rule for them); {@code null} otherwise.
   *
   * @param name the name
   * @return the output for a valid name without labels, or {@code null} to process the name
   */
  String nameWithoutLabels(CharSequence name);

  /**
   * Whether an absolute name's root label must be empty in the input, not only in the output:
   * IDNA2003 splits before Nameprep (RFC 3490 §4.1 works on labels), so there {@code "a."} followed
   * by U+00AD SOFT HYPHEN (which Nameprep maps to nothing) has an empty label, not a root label.
   *
   * @return whether the root label is judged on the input
   */
  boolean rootLabelEmptyInInput();

  /**
   * Whether ToUnicode reports an empty label other than the root label ({@code
   * EMPTY_LABEL_TO_UNICODE}, status {@code X4_2} of {@code IdnaTestV2.txt}): UTS #46 with
   * VerifyDnsLength.
   *
   * @return whether empty labels are reported by ToUnicode
   */
  boolean reportsEmptyLabelInToUnicode();

  /**
   * Whether ToASCII checks the length of the whole name (UTS #46 §4.2 step 4, VerifyDnsLength: 1 to
   * {@link NameRules#MAX_NAME_LENGTH} octets); IDNA2003 checks labels only.
   *
   * @return whether the name's length is checked
   */
  boolean checksNameLength();
}
