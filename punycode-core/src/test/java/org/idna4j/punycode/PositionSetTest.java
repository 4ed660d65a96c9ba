package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The order-statistics set of the scalable paths, against a plain {@link BitSet} model. */
class PositionSetTest {

  @ParameterizedTest(name = "size {0}")
  @ValueSource(ints = {1, 63, 64, 65, 511, 512, 513, 1024, 1500, 4097, 70_000})
  void rankAndAddMatchTheModel(int size) {
    Random r = new Random(size);
    BitSet model = new BitSet(size);
    long[] words = PositionSet.newWords(size);
    for (int pos = 0; pos < size; pos++) {
      if (r.nextInt(3) == 0) {
        model.set(pos);
        words[pos >>> 6] |= 1L << pos;
      }
    }
    PositionSet set = PositionSet.of(words);
    for (int round = 0; round < 2000; round++) {
      int pos = r.nextInt(size);
      assertThat(set.rank(pos)).isEqualTo(model.get(0, pos).cardinality());
      if (!model.get(pos)) {
        model.set(pos);
        set.add(pos);
      }
    }
  }

  @ParameterizedTest(name = "size {0}")
  @ValueSource(ints = {1, 63, 64, 65, 511, 512, 513, 1024, 1500, 4097, 70_000})
  void removeSelectTakesTheKthMemberUntilEmpty(int size) {
    Random r = new Random(-size);
    BitSet model = new BitSet(size);
    model.set(0, size);
    PositionSet set = PositionSet.full(size);
    for (int remaining = size; remaining > 0; remaining--) {
      int k = r.nextInt(remaining);
      int expected = model.nextSetBit(0);
      for (int i = 0; i < k; i++) {
        expected = model.nextSetBit(expected + 1);
      }
      assertThat(set.removeSelect(k)).isEqualTo(expected);
      model.clear(expected);
      if (size > 5000 && remaining < size - 3000) {
        break; // the model's linear select makes the full run quadratic
      }
    }
    BitSet left = new BitSet();
    long[] words = set.words();
    for (int w = 0; w < words.length; w++) {
      for (long bits = words[w]; bits != 0; bits &= bits - 1) {
        left.set((w << 6) + Long.numberOfTrailingZeros(bits));
      }
    }
    assertThat(left).isEqualTo(model);
  }
}
