package org.idna4j.fuzz;

import java.nio.charset.StandardCharsets;

/**
 * Turns the fuzzer's bytes into the string under test, so that every seed file of the corpus
 * is readable text and yet every Java string stays reachable.
 *
 * <p>Bytes are UTF-8 (ill-formed sequences become U+FFFD), except when the first byte is
 * {@code 0xFE}: a byte that never occurs in UTF-8, so no text seed is read the other way. Then
 * the remaining bytes are UTF-16BE code units taken as they are, which reaches unpaired
 * surrogates, NUL and every other {@code char} value (an odd last byte is dropped).
 */
final class FuzzInput {
    /** First byte that switches to raw UTF-16BE code units. */
    static final int UTF16_MARKER = 0xFE;

    private FuzzInput() {
    }

    /** Returns the string that {@code data} stands for. */
    static String text(byte[] data) {
        if (data.length > 0 && (data[0] & 0xFF) == UTF16_MARKER) {
            char[] units = new char[(data.length - 1) / 2];
            for (int i = 0; i < units.length; i++) {
                units[i] = (char) (((data[1 + 2 * i] & 0xFF) << 8) | (data[2 + 2 * i] & 0xFF));
            }
            return new String(units);
        }
        return new String(data, StandardCharsets.UTF_8);
    }

    /** Returns the bytes that {@link #text(byte[])} reads back as {@code text}, any string allowed. */
    static byte[] utf16Seed(String text) {
        byte[] data = new byte[1 + 2 * text.length()];
        data[0] = (byte) UTF16_MARKER;
        for (int i = 0; i < text.length(); i++) {
            data[1 + 2 * i] = (byte) (text.charAt(i) >>> 8);
            data[2 + 2 * i] = (byte) text.charAt(i);
        }
        return data;
    }
}
