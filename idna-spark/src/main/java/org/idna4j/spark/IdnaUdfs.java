package org.idna4j.spark;

import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF1;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.ProblemRecord;

/**
 * The row-level functions behind the SQL functions, one small serializable class each.
 *
 * <p>Each instance holds only its {@link IdnaProfile.Preset} (serialized by name) and fetches the
 * processor from the executor's JVM on every call, so no processor is ever serialized. A null name
 * gives a null result; any other string gives a result, whatever it holds, because the library
 * reports bad input as problems instead of throwing.
 */
final class IdnaUdfs {

  private IdnaUdfs() {}

  /** {@code idna_to_ascii}: the ASCII form (output of ToASCII, even when invalid). */
  static final class ToAscii implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;
    private final IdnaProfile.Preset profile;

    ToAscii(IdnaProfile.Preset profile) {
      this.profile = profile;
    }

    @Override
    public String call(String name) {
      return name == null ? null : Idna.of(profile).toAscii(name).output();
    }
  }

  /** {@code idna_to_unicode}: the Unicode form (output of ToUnicode, even when invalid). */
  static final class ToUnicode implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;
    private final IdnaProfile.Preset profile;

    ToUnicode(IdnaProfile.Preset profile) {
      this.profile = profile;
    }

    @Override
    public String call(String name) {
      return name == null ? null : Idna.of(profile).toUnicode(name).output();
    }
  }

  /** {@code idna_is_valid}: whether ToASCII found no problem. */
  static final class IsValid implements UDF1<String, Boolean> {
    private static final long serialVersionUID = 1L;
    private final IdnaProfile.Preset profile;

    IsValid(IdnaProfile.Preset profile) {
      this.profile = profile;
    }

    @Override
    public Boolean call(String name) {
      return name == null ? null : Idna.of(profile).toAscii(name).isValid();
    }
  }

  /** {@code idna_problems}: every problem ToASCII found, in input order. */
  static final class Problems implements UDF1<String, List<Row>> {
    private static final long serialVersionUID = 1L;
    private final IdnaProfile.Preset profile;

    Problems(IdnaProfile.Preset profile) {
      this.profile = profile;
    }

    @Override
    public List<Row> call(String name) {
      return name == null ? null : rows(Idna.of(profile).toAscii(name).problems());
    }
  }

  /**
   * The whole record of the job (and of {@code idna check}): ASCII form, Unicode form, validity and
   * problems, as a {@link IdnaFunctions#CHECK} struct.
   */
  static final class Check implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;
    private final IdnaProfile.Preset profile;
    private final int maxNameBytes;

    Check(IdnaProfile.Preset profile) {
      this(profile, Integer.MAX_VALUE);
    }

    /**
     * A check that does not convert names longer than {@code maxNameBytes} bytes of UTF-8.
     *
     * @param profile the preset
     * @param maxNameBytes the most bytes a name may have to be converted
     */
    Check(IdnaProfile.Preset profile, int maxNameBytes) {
      this.profile = profile;
      this.maxNameBytes = maxNameBytes;
    }

    @Override
    public Row call(String name) {
      if (name == null) {
        return null;
      }
      Idna idna = Idna.of(profile);
      if (utf8Length(name, maxNameBytes) > maxNameBytes) {
        // Not a name (RFC 1034 §3.1: at most 253 octets): a record saying so, with empty forms
        // as idna check gives an unprocessed line, instead of a conversion
        return SparkRecords.row(
            CheckRecord.of(
                idna,
                null,
                name,
                null,
                List.of(
                    ProblemRecord.line(
                        INPUT_TOO_LONG,
                        0,
                        "the name is more than "
                            + maxNameBytes
                            + " bytes in UTF-8 (--max-name-length); not processed"))));
      }
      return SparkRecords.row(CheckRecord.of(idna, null, name));
    }
  }

  /** The error of a record whose input the job did not process, being over the length limit. */
  static final String INPUT_TOO_LONG = "INPUT_TOO_LONG";

  /**
   * The UTF-8 length of {@code s}, counted only up to just past {@code limit}: the cost of the
   * length check is bounded by the limit, not by the input (a lone surrogate counts 3 bytes, as the
   * U+FFFD an encoder writes for it).
   */
  static long utf8Length(String s, int limit) {
    long bytes = 0;
    for (int i = 0; i < s.length() && bytes <= limit; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    }
    return bytes;
  }

  /**
   * Converts problems to {@link IdnaFunctions#PROBLEM} rows.
   *
   * @param problems the library's problems
   * @return one row per problem, in the same order; the shared empty list when there are none
   */
  /** Converts problems to {@link IdnaFunctions#PROBLEM} rows: the shared problem record. */
  static List<Row> rows(List<IdnaProblem> problems) {
    return SparkRecords.rows(ProblemRecord.of(problems));
  }
}
