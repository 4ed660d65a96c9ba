package org.idna4j.lgr;

import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;

/**
 * Whether a code point may occur in an IDNA2008 U-label at all (RFC 5892 §2: PVALID, CONTEXTJ or
 * CONTEXTO), asked of idna-label's registration processor so the derived property is computed in
 * one place: a one-code-point label is DISALLOWED or UNASSIGNED exactly when the processor reports
 * {@link IdnaError#DISALLOWED}, or {@link IdnaError#NOT_NFC} for a code point that NFC changes (RFC
 * 5892 §2.2 Unstable). Positional problems (a leading hyphen or combining mark, a CONTEXTJ or
 * CONTEXTO rule failing alone, the Bidi rule) are not about the code point and are ignored.
 */
final class Idna2008 {

  private static final LabelProcessor REGISTRATION = LabelProcessor.of(IdnaProfile.registration());

  private static final Set<IdnaError> NOT_ALLOWED = Set.of(IdnaError.DISALLOWED, IdnaError.NOT_NFC);

  private Idna2008() {}

  static boolean allowed(int cp) {
    for (IdnaProblem p : REGISTRATION.toUnicode(new String(Character.toChars(cp))).problems()) {
      if (NOT_ALLOWED.contains(p.error())) {
        return false;
      }
    }
    return true;
  }
}
