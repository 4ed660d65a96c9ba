package org.idna4j.psl;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.Idna;

/**
 * Name handling around the trie walk: the char table of the fast path, the IP literal check,
 * label positions and rendering answers in the input's label form. Package-private.
 */
final class Names {

    /** {@link SuffixTrie#scan}: the name needs the full UTS #46 path. */
    static final int NOT_CANONICAL = -1;
    /** {@link SuffixTrie#scan}: the name is an IP literal: no answers. */
    static final int NO_ANSWER = -2;

    // RFC 1034 §3.1 / RFC 1035 §2.3.4: at most 63 octets per label, 253 per name without the
    // root dot. Longer names leave the fast path; UTS #46 VerifyDnsLength (in the lookup
    // profile) then rejects them.
    static final int MAX_LABEL = 63;
    static final int MAX_NAME = 253;

    /**
     * For each ASCII char, what the lookup profile's UTS #46 mapping makes of it when the
     * label is otherwise plain LDH: lowercase letters, digits, {@code -} and {@code _} stay
     * (the lookup profile allows {@code _}, RFC 8552), {@code A-Z} become {@code a-z} (UTS #46
     * §5, IdnaMappingTable: the only ASCII chars mapped), {@code .} is the label separator;
     * 0 marks every other char, which needs the full path.
     */
    static final char[] FOLD = new char[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            FOLD[c] = c;
            FOLD[c - 'a' + 'A'] = c;
        }
        for (char c = '0'; c <= '9'; c++) {
            FOLD[c] = c;
        }
        FOLD['_'] = '_';
        FOLD['-'] = '-';
        FOLD['.'] = '.';
    }

    private Names() {}

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
        return s instanceof String string ? string.substring(start) : s.subSequence(start, s.length()).toString();
    }

    /**
     * Renders the rightmost labels of a valid ASCII name, from {@code asciiStart}, in the label
     * form of the caller's input: a label the input wrote with non-ASCII chars (a U-label) comes
     * out as a U-label, every other label as the A-label. Labels are matched to the input's
     * labels by position, counted from the right, when both have the same number; if UTS #46
     * mapping changed the number of labels, every IDN label comes out as a U-label. Only the
     * answer's own labels are converted back to Unicode.
     */
    static String render(CharSequence input, String ascii, int asciiStart) {
        String tail = ascii.substring(asciiStart);
        if (isAscii(input) || !tail.contains("xn--")) {
            return tail; // an all-ASCII input, or no A-label in the answer: nothing to convert
        }
        String unicodeTail = Idna.lookup().toUnicode(tail).output();
        String[] inputLabels = splitLabels(input);
        if (inputLabels.length != count(ascii, '.') + 1) {
            return unicodeTail;
        }
        String[] asciiLabels = tail.split("\\.", -1);
        String[] unicodeLabels = unicodeTail.split("\\.", -1);
        if (unicodeLabels.length != asciiLabels.length) {
            return unicodeTail;
        }
        StringBuilder sb = new StringBuilder(unicodeTail.length());
        int offset = inputLabels.length - asciiLabels.length;
        for (int i = 0; i < asciiLabels.length; i++) {
            if (i > 0) {
                sb.append('.');
            }
            sb.append(isAscii(inputLabels[offset + i]) ? asciiLabels[i] : unicodeLabels[i]);
        }
        return sb.toString();
    }

    /** Splits a name at the UTS #46 label separators (U+002E, U+3002, U+FF0E, U+FF61; §2.3). */
    private static String[] splitLabels(CharSequence s) {
        List<String> labels = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61') {
                labels.add(s.subSequence(start, i).toString());
                start = i + 1;
            }
        }
        labels.add(s.subSequence(start, s.length()).toString());
        return labels.toArray(new String[0]);
    }

    private static int count(String s, char c) {
        int n = 0;
        for (int i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) {
            n++;
        }
        return n;
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
