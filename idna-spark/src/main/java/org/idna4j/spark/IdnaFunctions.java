package org.idna4j.spark;

import java.util.Objects;
import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.NullType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.ProblemRecord;
import scala.Function1;
import scala.collection.immutable.Seq;

/**
 * IDNA4J as Spark SQL functions, for SQL and for the {@link Column} API.
 *
 * <p>One call makes four functions available to SQL in a session:
 *
 * <pre>{@code
 * IdnaFunctions.register(spark);
 * spark.sql("SELECT name, idna_to_ascii(name), idna_problems(name, 'registration') FROM zone");
 * }</pre>
 *
 * <table>
 *   <caption>The functions</caption>
 *   <tr><th>SQL</th><th>type</th><th>value</th></tr>
 *   <tr><td>{@code idna_to_ascii(name [, profile])}</td><td>{@code string}</td>
 *       <td>UTS #46 §4.2 ToASCII's output, also when the name is invalid</td></tr>
 *   <tr><td>{@code idna_to_unicode(name [, profile])}</td><td>{@code string}</td>
 *       <td>UTS #46 §4.3 ToUnicode's output, also when the name is invalid</td></tr>
 *   <tr><td>{@code idna_is_valid(name [, profile])}</td><td>{@code boolean}</td>
 *       <td>whether ToASCII found no problem</td></tr>
 *   <tr><td>{@code idna_problems(name [, profile])}</td>
 *       <td>{@code array<struct<label_index:int, offset:int, error:string, code:string,
 *       detail:string>>}</td>
 *       <td>every problem ToASCII found, in input order; empty when valid</td></tr>
 * </table>
 *
 * <p>{@code profile} is one of {@code uts46}, {@code lookup} (the default), {@code whatwg}, {@code
 * transitional}, {@code registration}, {@code idna2003}, {@code whatwg-strict}: the names of the
 * {@code idna} command. It must be a constant (a literal): the profile is chosen once, when Spark
 * analyses the query, so an unknown name fails the query before any task runs, never a task. In a
 * problem, {@code label_index} is null for a problem of the whole name, {@code code} is the UTS #46
 * status code ({@code "V2"}) or null for an error outside UTS #46, {@code offset} counts code
 * points from the start of the name.
 *
 * <p>A null name gives null from every function. Any string gives a result: IDNA4J reports bad
 * input as problems and never throws for it, so no name can fail a task. (Spark stores strings as
 * UTF-8, so an unpaired surrogate in a Java string has already become {@code ?} when Spark hands
 * the name over.)
 *
 * <p>The processors stay on the executors: a function ships only the profile's name and every
 * executor JVM uses the library's one cached, immutable processor per profile.
 *
 * <p>Works with classic Spark sessions (local, standalone, YARN, Kubernetes); the SQL registration
 * uses Spark's session function registry, which Spark Connect clients cannot reach.
 */
public final class IdnaFunctions {

  /** SQL name of the ToASCII function. */
  public static final String TO_ASCII = "idna_to_ascii";

  /** SQL name of the ToUnicode function. */
  public static final String TO_UNICODE = "idna_to_unicode";

  /** SQL name of the validity function. */
  public static final String IS_VALID = "idna_is_valid";

  /** SQL name of the problems function. */
  public static final String PROBLEMS = "idna_problems";

  /** SQL name of the function answering the whole {@code check} record. */
  public static final String CHECK_NAME = "idna_check";

  /**
   * The profile a function or the job uses when given none: {@code lookup}, as in the {@code idna}
   * command.
   */
  public static final IdnaProfile.Preset DEFAULT_PROFILE = IdnaProfile.Preset.LOOKUP;

  /** One problem: label index, code-point offset, error name, UTS #46 code, detail. */
  static final StructType PROBLEM = SparkRecords.structType(ProblemRecord.SHAPE);

  static final ArrayType PROBLEM_LIST = DataTypes.createArrayType(PROBLEM, false);

  /** The job's record without its input: the fields of an {@code idna check} record. */
  static final StructType CHECK = SparkRecords.structType(CheckRecord.SHAPE);

  /** The four SQL functions: name, result type and row-level function per profile. */
  // Spark's DataType constants and the constructor references are immutable, but they carry
  // no @Immutable annotation for the checker to see.
  @SuppressWarnings("ImmutableEnumChecker")
  private enum Fn {
    ASCII(TO_ASCII, DataTypes.StringType, IdnaUdfs.ToAscii::new),
    UNICODE(TO_UNICODE, DataTypes.StringType, IdnaUdfs.ToUnicode::new),
    VALID(IS_VALID, DataTypes.BooleanType, IdnaUdfs.IsValid::new),
    PROBLEMS(IdnaFunctions.PROBLEMS, PROBLEM_LIST, IdnaUdfs.Problems::new),
    CHECKED(IdnaFunctions.CHECK_NAME, CHECK, IdnaUdfs.Check::new);

    final String sqlName;
    final DataType type;
    final Function<IdnaProfile.Preset, UDF1<String, ?>> body;

    Fn(String sqlName, DataType type, Function<IdnaProfile.Preset, UDF1<String, ?>> body) {
      this.sqlName = sqlName;
      this.type = type;
      this.body = body;
    }

    UserDefinedFunction udf(IdnaProfile.Preset profile) {
      return functions.udf(body.apply(profile), type).withName(sqlName);
    }
  }

  private IdnaFunctions() {}

  /**
   * Registers {@code idna_to_ascii}, {@code idna_to_unicode}, {@code idna_is_valid} and {@code
   * idna_problems} as temporary functions of the session, and the Public Suffix List functions of
   * {@link PslFunctions} and {@code idna_email} of {@link EmailFunctions}, {@code idna_url_host} of
   * {@link UrlFunctions}; registering again replaces them.
   *
   * @param spark a classic (non-Connect) session
   * @throws NullPointerException if {@code spark} is null
   * @throws IllegalArgumentException if {@code spark} is a Spark Connect session
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    if (!(spark instanceof org.apache.spark.sql.classic.SparkSession classic)) {
      throw new IllegalArgumentException(
          "IDNA functions need a classic SparkSession, not "
              + spark.getClass().getName()
              + " (Spark Connect is not supported)");
    }
    FunctionRegistry registry = classic.sessionState().functionRegistry();
    IdnaProfile.Preset[] profiles = IdnaProfile.Preset.values();
    for (Fn fn : Fn.values()) {
      // Let Spark build each profile's function the way it builds any Java UDF, keep the
      // builders, then register one builder under the public name that picks among them by
      // the (constant) profile argument.
      @SuppressWarnings({"unchecked", "rawtypes"}) // no generic array creation in Java
      Function1<Seq<Expression>, Expression>[] builders = new Function1[profiles.length];
      for (IdnaProfile.Preset profile : profiles) {
        spark.udf().register(fn.sqlName, fn.udf(profile));
        builders[profile.ordinal()] =
            registry.lookupFunctionBuilder(FunctionIdentifier.apply(fn.sqlName)).get();
      }
      Function1<Seq<Expression>, Expression> dispatch = args -> build(fn, builders, args);
      registry.createOrReplaceTempFunction(fn.sqlName, dispatch, "java_udf");
    }
    PslFunctions.register(spark);
    DisplayFunctions.register(spark); // idna_display
    EmailFunctions.register(spark); // idna_email
    UrlFunctions.register(spark); // idna_url_host
  }

  /** Builds the expression for a call of {@code fn} with the given arguments. */
  private static Expression build(
      Fn fn, Function1<Seq<Expression>, Expression>[] builders, Seq<Expression> args) {
    int n = args.size();
    if (n != 1 && n != 2) {
      throw new IllegalArgumentException(
          fn.sqlName
              + " takes a name and an optional profile, "
              + "(name [, profile]), but was given "
              + n
              + " arguments");
    }
    Expression name = args.apply(0);
    if (name.resolved()
        && !(name.dataType() instanceof StringType)
        && !(name.dataType() instanceof NullType)) {
      throw new IllegalArgumentException(
          fn.sqlName
              + " needs a STRING name, not "
              + name.dataType().sql()
              + "; cast it with CAST(... AS STRING)");
    }
    IdnaProfile.Preset profile = n == 1 ? DEFAULT_PROFILE : constantProfile(fn, args.apply(1));
    @SuppressWarnings("unchecked") // take keeps the element type; Java sees Scala's erasure
    Seq<Expression> nameOnly = (Seq<Expression>) (Object) args.take(1);
    return builders[profile.ordinal()].apply(nameOnly);
  }

  private static IdnaProfile.Preset constantProfile(Fn fn, Expression arg) {
    if (!arg.foldable() || !(arg.dataType() instanceof StringType)) {
      throw new IllegalArgumentException(
          fn.sqlName
              + ": the profile must be a string literal "
              + "such as 'lookup', not "
              + arg.sql());
    }
    Object value = arg.eval(null);
    if (value == null) {
      throw new IllegalArgumentException(fn.sqlName + ": the profile must not be NULL");
    }
    return IdnaProfile.Preset.byName(((UTF8String) value).toString());
  }

  /**
   * {@code idna_to_ascii(name)} under the {@code lookup} profile, for the Column API.
   *
   * @param name a string column
   * @return the ASCII form, null where {@code name} is null
   */
  public static Column idnaToAscii(Column name) {
    return Fn.ASCII.udf(DEFAULT_PROFILE).apply(name);
  }

  /**
   * {@code idna_to_ascii(name, profile)}, for the Column API.
   *
   * @param name a string column
   * @param profile a profile name such as {@code "registration"}
   * @return the ASCII form, null where {@code name} is null
   * @throws IllegalArgumentException if no profile has that name
   */
  public static Column idnaToAscii(Column name, String profile) {
    return Fn.ASCII.udf(IdnaProfile.Preset.byName(profile)).apply(name);
  }

  /**
   * {@code idna_to_unicode(name)} under the {@code lookup} profile, for the Column API.
   *
   * @param name a string column
   * @return the Unicode form, null where {@code name} is null
   */
  public static Column idnaToUnicode(Column name) {
    return Fn.UNICODE.udf(DEFAULT_PROFILE).apply(name);
  }

  /**
   * {@code idna_to_unicode(name, profile)}, for the Column API.
   *
   * @param name a string column
   * @param profile a profile name such as {@code "uts46"}
   * @return the Unicode form, null where {@code name} is null
   * @throws IllegalArgumentException if no profile has that name
   */
  public static Column idnaToUnicode(Column name, String profile) {
    return Fn.UNICODE.udf(IdnaProfile.Preset.byName(profile)).apply(name);
  }

  /**
   * {@code idna_is_valid(name)} under the {@code lookup} profile, for the Column API.
   *
   * @param name a string column
   * @return whether ToASCII found no problem, null where {@code name} is null
   */
  public static Column idnaIsValid(Column name) {
    return Fn.VALID.udf(DEFAULT_PROFILE).apply(name);
  }

  /**
   * {@code idna_is_valid(name, profile)}, for the Column API.
   *
   * @param name a string column
   * @param profile a profile name such as {@code "registration"}
   * @return whether ToASCII found no problem, null where {@code name} is null
   * @throws IllegalArgumentException if no profile has that name
   */
  public static Column idnaIsValid(Column name, String profile) {
    return Fn.VALID.udf(IdnaProfile.Preset.byName(profile)).apply(name);
  }

  /**
   * {@code idna_problems(name)} under the {@code lookup} profile, for the Column API.
   *
   * @param name a string column
   * @return the problems as in {@link #problemType()}, null where {@code name} is null
   */
  public static Column idnaProblems(Column name) {
    return Fn.PROBLEMS.udf(DEFAULT_PROFILE).apply(name);
  }

  /**
   * {@code idna_problems(name, profile)}, for the Column API.
   *
   * @param name a string column
   * @param profile a profile name such as {@code "registration"}
   * @return the problems as in {@link #problemType()}, null where {@code name} is null
   * @throws IllegalArgumentException if no profile has that name
   */
  public static Column idnaProblems(Column name, String profile) {
    return Fn.PROBLEMS.udf(IdnaProfile.Preset.byName(profile)).apply(name);
  }

  /**
   * Returns the type of one element of {@code idna_problems}: {@code struct<label_index:int,
   * offset:int, error:string, code:string, detail:string>}.
   *
   * @return the struct type
   */
  public static StructType problemType() {
    return PROBLEM;
  }

  /**
   * The job's record fields for a name, as one {@link #CHECK} struct computed with one ToASCII and
   * one ToUnicode call.
   */
  static Column check(Column name, IdnaProfile.Preset profile) {
    return functions.udf(new IdnaUdfs.Check(profile), CHECK).withName(CHECK_NAME).apply(name);
  }

  /**
   * {@link #check(Column, IdnaProfile.Preset)} for names of at most {@code maxNameBytes} bytes of
   * UTF-8; a longer name is not converted, and its record holds empty forms, valid {@code false}
   * and the one problem {@code INPUT_TOO_LONG} (see {@link IdnaUdfs.Check}).
   */
  static Column check(Column name, IdnaProfile.Preset profile, int maxNameBytes) {
    return functions
        .udf(new IdnaUdfs.Check(profile, maxNameBytes), CHECK)
        .withName(CHECK_NAME)
        .apply(name);
  }
}
