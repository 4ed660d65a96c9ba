package org.idna4j.psl;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link SuffixTrie} from parsed rules and stores it as the bytes of {@code
 * public_suffix_list.bin}: the node arrays (parent, label start, flags, label pool) and the child
 * table, so that loading the bundled list is reading arrays, with no parsing and no hashing.
 * Package-private.
 */
final class TrieFormat {

  private static final int MAGIC = 0x4950534C; // "IPSL"
  private static final int FORMAT = 2;

  private TrieFormat() {}

  /**
   * Builds the trie from parsed rules, in their order (so the same list gives the same arrays, byte
   * for byte).
   */
  static SuffixTrie build(List<ListParser.Rule> rules, String commit, String date) {
    Map<String, Integer> index = new HashMap<>();
    List<Integer> parents = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    List<Integer> nodeFlags = new ArrayList<>();
    parents.add(0);
    labels.add("");
    nodeFlags.add(0);
    for (ListParser.Rule rule : rules) {
      String[] parts = rule.labels().isEmpty() ? new String[0] : rule.labels().split("\\.", -1);
      int node = 0;
      for (int i = parts.length - 1; i >= 0; i--) {
        String key = node + "/" + parts[i];
        Integer next = index.get(key);
        if (next == null) {
          next = parents.size();
          index.put(key, next);
          parents.add(node);
          labels.add(parts[i]);
          nodeFlags.add(0);
        }
        node = next;
      }
      nodeFlags.set(node, nodeFlags.get(node) | rule.flag());
    }
    int n = parents.size();
    int[] parent = new int[n];
    int[] labelStart = new int[n + 1];
    byte[] flags = new byte[n];
    ByteArrayOutputStream pool = new ByteArrayOutputStream();
    for (int i = 0; i < n; i++) {
      parent[i] = parents.get(i);
      labelStart[i] = pool.size();
      byte[] bytes = labels.get(i).getBytes(StandardCharsets.US_ASCII);
      pool.write(bytes, 0, bytes.length);
      flags[i] = (byte) (int) nodeFlags.get(i);
    }
    labelStart[n] = pool.size();
    return SuffixTrie.compile(
        parent, labelStart, flags, pool.toByteArray(), rules.size(), commit, date);
  }

  /** Serializes the trie: the format {@link #read(InputStream)} reads. */
  static byte[] write(SuffixTrie trie) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(MAGIC);
      out.writeInt(FORMAT);
      out.writeUTF(trie.commit());
      out.writeUTF(trie.date());
      out.writeInt(trie.ruleCount());
      out.writeInt(trie.parent.length);
      out.writeInt(trie.pool.length);
      out.writeInt(trie.table.length);
      out.writeLong(trie.root);
      for (int v : trie.parent) {
        out.writeInt(v);
      }
      for (int v : trie.labelStart) {
        out.writeInt(v);
      }
      for (byte f : trie.flags) {
        out.write(f & SuffixTrie.ALL_MASK);
      }
      out.write(trie.pool);
      for (long v : trie.table) {
        out.writeLong(v);
      }
    }
    return bytes.toByteArray();
  }

  /**
   * Reads a trie written by {@link #write(SuffixTrie)}.
   *
   * @throws IOException if the stream cannot be read or is not in this format
   */
  static SuffixTrie read(InputStream stream) throws IOException {
    DataInputStream in = new DataInputStream(stream);
    if (in.readInt() != MAGIC || in.readInt() != FORMAT) {
      throw new IOException("not a compiled public suffix list of format " + FORMAT);
    }
    String commit = in.readUTF();
    String date = in.readUTF();
    int ruleCount = in.readInt();
    int n = in.readInt();
    int poolLength = in.readInt();
    int tableLength = in.readInt();
    long root = in.readLong();
    if (n < 1 || poolLength < 0 || tableLength < 0) {
      throw new IOException("compiled public suffix list has a bad header");
    }
    byte[] ints = in.readNBytes(4 * (2 * n + 1));
    if (ints.length != 4 * (2 * n + 1)) {
      throw new IOException("truncated compiled public suffix list");
    }
    IntBuffer buffer = ByteBuffer.wrap(ints).asIntBuffer(); // big-endian, as written
    int[] parent = new int[n];
    int[] labelStart = new int[n + 1];
    buffer.get(parent).get(labelStart);
    byte[] flags = in.readNBytes(n);
    byte[] pool = in.readNBytes(poolLength);
    byte[] longs = in.readNBytes(8 * tableLength);
    if (flags.length != n
        || pool.length != poolLength
        || longs.length != 8 * tableLength
        || in.read() != -1) {
      throw new IOException("compiled public suffix list has the wrong length");
    }
    long[] table = new long[tableLength];
    ByteBuffer.wrap(longs).asLongBuffer().get(table);
    return new SuffixTrie(parent, labelStart, flags, pool, table, root, ruleCount, commit, date);
  }
}
