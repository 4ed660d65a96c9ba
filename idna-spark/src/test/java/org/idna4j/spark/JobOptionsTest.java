package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The job's command line. */
class JobOptionsTest {

  @Test
  void defaultsAreTextInParquetOutAndTheLookupProfile() {
    JobOptions o = JobOptions.parse("--input", "in.txt", "--output", "out").orElseThrow();

    assertThat(o.input()).isEqualTo("in.txt");
    assertThat(o.output()).isEqualTo("out");
    assertThat(o.inputFormat()).isEqualTo(JobOptions.InputFormat.TEXT);
    assertThat(o.outputFormat()).isEqualTo(JobOptions.OutputFormat.PARQUET);
    assertThat(o.profile()).isEqualTo("lookup");
    assertThat(o.column()).isEmpty();
    assertThat(o.csvHeader()).isFalse();
    assertThat(o.overwrite()).isFalse();
    assertThat(o.partitions()).isEmpty();
  }

  @Test
  void everyOptionWithSeparateAndInlineValues() {
    JobOptions o =
        JobOptions.parse(
                "--input=zone.csv",
                "--input-format",
                "CSV",
                "--column=domain",
                "--csv-header",
                "true",
                "--output",
                "out",
                "--output-format=json",
                "--profile",
                "Registration",
                "--overwrite",
                "--partitions",
                "8")
            .orElseThrow();

    assertThat(o.inputFormat()).isEqualTo(JobOptions.InputFormat.CSV);
    assertThat(o.column()).contains("domain");
    assertThat(o.csvHeader()).isTrue();
    assertThat(o.outputFormat()).isEqualTo(JobOptions.OutputFormat.JSON);
    assertThat(o.profile()).isEqualTo("registration");
    assertThat(o.overwrite()).isTrue();
    assertThat(o.partitions()).contains(8);
  }

  @Test
  void helpYieldsNoOptions() {
    assertThat(JobOptions.parse("--input", "x", "--help")).isEqualTo(Optional.empty());
  }

  @Test
  void mistakesAreExplained() {
    assertThatThrownBy(() -> JobOptions.parse("--output", "out")).hasMessage("missing --input");
    assertThatThrownBy(() -> JobOptions.parse("--input", "in")).hasMessage("missing --output");
    assertThatThrownBy(() -> JobOptions.parse("--input")).hasMessage("--input needs a value");
    assertThatThrownBy(() -> JobOptions.parse("--input", "in", "--output", "o", "--frobnicate"))
        .hasMessage("unknown option: --frobnicate");
    assertThatThrownBy(
            () -> JobOptions.parse("--input", "in", "--output", "o", "--input-format", "xml"))
        .hasMessage("--input-format must be one of text, csv, parquet, not 'xml'");
    assertThatThrownBy(
            () -> JobOptions.parse("--input", "in", "--output", "o", "--partitions", "0"))
        .hasMessage("--partitions must be a positive integer, not '0'");
    assertThatThrownBy(
            () -> JobOptions.parse("--input", "in", "--output", "o", "--profile", "strict"))
        .hasMessageContaining("unknown IDNA profile 'strict'");
    assertThatThrownBy(() -> JobOptions.parse("--input", "in", "--output", "o", "--column", "c"))
        .hasMessage("--column applies to csv and parquet input only");
  }
}
