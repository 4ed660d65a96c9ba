package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Spark side of issue 23's drift defects, through SQL only (no class of the vocabulary work),
 * so it also runs against the Spark functions before it (commit 9a0984f), where it fails: one
 * prefix for every SQL function, and the problem struct of the other faces.
 */
class SparkDriftDefectsTest {

  private static SparkSession spark;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    LgrFunctions.register(spark);
  }

  /** Defect 4: public_suffix and registrable_domain had no prefix and could clash. */
  @Test
  void everyFunctionHasTheIdnaPrefix() {
    for (String name : new String[] {"public_suffix", "registrable_domain", "lgr_index"}) {
      assertThat(spark.catalog().functionExists(name)).as(name).isFalse();
      assertThat(spark.catalog().functionExists("idna_" + name)).as("idna_" + name).isTrue();
    }
  }

  /** Defect 4: Spark's problem struct was {label_index, offset, error, code, detail}. */
  @Test
  void theProblemStructIsTheSharedProblemRecord() {
    Row r = spark.sql("SELECT idna_problems('ab--c.a..b', 'uts46') AS p").first();
    StructType problem =
        (StructType)
            ((org.apache.spark.sql.types.ArrayType) r.schema().fields()[0].dataType())
                .elementType();
    assertThat(Arrays.asList(problem.fieldNames()))
        .containsExactly("label_index", "scope", "offset", "error", "uts46_code", "detail");
  }
}
