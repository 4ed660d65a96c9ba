package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Test;

/**
 * The canonical-name fast path gives the answers of the full UTS #46 path. An upper-case
 * copy of a name takes the full path (capitals leave the fast path), so comparing a
 * lowercase name with its upper-case twin compares the two paths; validity is compared with
 * {@code Idna.lookup()} itself.
 */
class FastPathEquivalenceTest {

    private static final String LABEL_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-_";
    private static final String[] TAILS = {"com", "co.uk", "kobe.jp", "city.kobe.jp", "ck", "www.ck", "blogspot.com",
        "example", "jp", "uk", "mm", "appspot.com", "1", "0x1f", "k12.ak.us", ""};

    @Test
    void randomLowercaseNames() {
        Random random = new Random(46);
        for (PslOptions options : new PslOptions[] {PslOptions.strict(), PslOptions.browser(),
                PslOptions.strict().toBuilder().icannOnly(true).build()}) {
            PublicSuffixList psl = PublicSuffixList.bundled().withOptions(options);
            for (int n = 0; n < 10_000; n++) {
                String name = randomName(random);
                String upper = name.toUpperCase(Locale.ROOT);
                if (!upper.equals(name)) {
                    assertThat(Names.canonicalEnd(upper)).as(upper).isEqualTo(Names.NOT_CANONICAL);
                }
                assertThat(psl.registrableDomain(name)).as(name).isEqualTo(psl.registrableDomain(upper));
                assertThat(psl.publicSuffix(name)).as(name).isEqualTo(psl.publicSuffix(upper));
                assertThat(psl.match(name)).as(name).isEqualTo(psl.match(upper));
                boolean valid = Idna.lookup().toAscii(name).isValid()
                        && !(name.matches("(.*\\.)?([0-9]+|0x[0-9a-f]*)\\.?"));
                assertThat(psl.match(name).isPresent()).as(name).isEqualTo(valid);
            }
        }
    }

    private static String randomName(Random random) {
        StringBuilder sb = new StringBuilder();
        int labels = random.nextInt(4);
        for (int l = 0; l < labels; l++) {
            int length = random.nextInt(10) == 0 ? 60 + random.nextInt(8) : random.nextInt(6);
            for (int i = 0; i < length; i++) {
                sb.append(LABEL_CHARS.charAt(random.nextInt(LABEL_CHARS.length())));
            }
            if (random.nextInt(20) == 0) {
                sb.append("xn--");
            }
            sb.append('.');
        }
        sb.append(TAILS[random.nextInt(TAILS.length)]);
        if (random.nextInt(8) == 0) {
            sb.append('.');
        }
        return sb.toString();
    }
}
