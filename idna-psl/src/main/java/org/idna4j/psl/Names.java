package org.idna4j.psl;

import org.idna4j.domain.Idna;

/**
 * Name handling around the trie walk: the canonical-form fast path, the IP literal check,
 * label positions and rendering answers in the input's label form. Package-private.
 */
final class Names {

    /** {@link #canonicalEnd}: the name needs the full UTS #46 path. */
    static final int NOT_CANONICAL = -1;
    /** {@link #canonicalEnd}: the name is an IP literal, or has no labels: no answers. */
    static final int NO_ANSWER = -2;

    // RFC 1034 §3.1 / RFC 1035 §2.3.4: at most 63 octets per label, 253 per name without the
    // root dot. Longer names leave the fast path; UTS #46 VerifyDnsLength (in the lookup
    // profile) then rejects them.
    private static final int MAX_LABEL = 63;
    private static final int MAX_NAME = 253;

    private Names() {}

    /**
     * Returns the end (exclusive, without a trailing root dot) of a name that is already what
     * {@code Idna.lookup().toAscii} would return unchanged and whose labels can be compared
     * as they are: lowercase letters, digits, {@code -} and {@code _} (the lookup profile
     * allows {@code _}, RFC 8552), labels of 1-63 chars, no label with {@code --} in positions
     * 3-4 (an {@code xn--} label needs Punycode validation: full path). Otherwise
     * {@link #NOT_CANONICAL}, or {@link #NO_ANSWER} for a canonical IP literal.
     */
    static int canonicalEnd(CharSequence s) {
        int length = s.length();
        int end = length > 0 && s.charAt(length - 1) == '.' ? length - 1 : length;
        if (end == 0 || end > MAX_NAME) {
            return NOT_CANONICAL;
        }
        int labelStart = 0;
        for (int i = 0; i < end; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                if (i == labelStart || i - labelStart > MAX_LABEL) {
                    return NOT_CANONICAL;
                }
                labelStart = i + 1;
            } else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) {
                return NOT_CANONICAL;
            } else if (c == '-' && i - labelStart == 3 && s.charAt(i - 1) == '-') {
                return NOT_CANONICAL; // UTS #46 §4.1 criterion 4: xn-- (and other ??--) labels
            }
        }
        if (end - labelStart > MAX_LABEL || end == labelStart) {
            return NOT_CANONICAL;
        }
        return endsInNumber(s, labelStart, end) ? NO_ANSWER : end;
    }

    /**
     * Whether the last label {@code s[start, end)} is a number, which makes the host an IPv4
     * address rather than a domain: the URL Standard's "ends in a number checker" (§3.5 host
     * parsing): all ASCII digits, or {@code 0x}/{@code 0X} followed by hex digits. No TLD is
     * numeric, so no domain name is lost.
     */
    static boolean endsInNumber(CharSequence s, int start, int end) {
        boolean digits = true;
        for (int i = start; i < end && digits; i++) {
            char c = s.charAt(i);
            digits = c >= '0' && c <= '9';
        }
        if (digits) {
            return true;
        }
        if (end - start < 2 || s.charAt(start) != '0' || (s.charAt(start + 1) | 0x20) != 'x') {
            return false;
        }
        for (int i = start + 2; i < end; i++) {
            char c = s.charAt(i);
            if (!((c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    /** Returns the start of the last label of {@code s[0, end)}. */
    static int lastLabelStart(CharSequence s, int end) {
        int i = end - 1;
        while (i >= 0 && s.charAt(i) != '.') {
            i--;
        }
        return i + 1;
    }

    /**
     * Returns the start of the rightmost {@code labels} labels of {@code s[0, end)}, or -1 if
     * it has fewer labels.
     */
    static int startOfLast(CharSequence s, int end, int labels) {
        int start = end;
        for (int n = 0; n < labels; n++) {
            if (n > 0) {
                if (start == 0) {
                    return -1;
                }
                start--; // the dot before the label found last
            }
            start = lastLabelStart(s, start);
        }
        return start;
    }

    static String substring(CharSequence s, int start) {
        return s instanceof String ? ((String) s).substring(start) : s.subSequence(start, s.length()).toString();
    }

    /**
     * Renders the rightmost labels of a valid ASCII name, from {@code asciiStart}, in the label
     * form of the caller's input: a label the input wrote with non-ASCII chars (a U-label) comes
     * out as a U-label, every other label as the A-label. Labels are matched to the input's
     * labels by position when both have the same number; if UTS #46 mapping changed the
     * number of labels (U+2488 maps to "1."), every IDN label comes out as a U-label.
     */
    static String render(CharSequence input, String ascii, int asciiStart) {
        if (isAscii(input)) {
            return ascii.substring(asciiStart);
        }
        String unicode = Idna.lookup().toUnicode(ascii).output();
        String[] asciiLabels = ascii.split("\\.", -1);
        String[] unicodeLabels = unicode.split("\\.", -1);
        String[] inputLabels = input.toString().split("[.\u3002\uFF0E\uFF61]", -1); // UTS #46 §2.3 separators
        boolean byPosition = inputLabels.length == asciiLabels.length && unicodeLabels.length == asciiLabels.length;
        int first = asciiLabels.length - (int) ascii.substring(asciiStart).chars().filter(c -> c == '.').count() - 1;
        StringBuilder sb = new StringBuilder();
        for (int i = first; i < asciiLabels.length; i++) {
            if (i > first) {
                sb.append('.');
            }
            boolean uLabel = byPosition ? !isAscii(inputLabels[i]) : true;
            sb.append(uLabel && i < unicodeLabels.length ? unicodeLabels[i] : asciiLabels[i]);
        }
        return sb.toString();
    }

    static boolean isAscii(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
