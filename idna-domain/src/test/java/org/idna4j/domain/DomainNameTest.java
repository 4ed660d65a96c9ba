package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DomainNameTest {

    @Test
    void splitsOnAllFourSeparatorsAndRecordsTheRootDot() {
        DomainName n = DomainName.of("www.例え\u3002テスト\uFF0Ejp\uFF61");
        assertThat(n.labels()).containsExactly("www", "例え", "テスト", "jp");
        assertThat(n.hasRootDot()).isTrue();
        assertThat(n.toString()).isEqualTo("www.例え.テスト.jp.");
    }

    @Test
    void emptyLabelsInsideTheNameAreKept() {
        assertThat(DomainName.of("a..b").labels()).containsExactly("a", "", "b");
        assertThat(DomainName.of("").labels()).isEmpty();
        assertThat(DomainName.of(".").labels()).isEmpty();
        assertThat(DomainName.of(".").hasRootDot()).isTrue();
        assertThat(DomainName.of("..").labels()).containsExactly("", "");
    }

    @Test
    void isAValue() {
        assertThat(DomainName.of("a\u3002b")).isEqualTo(DomainName.of("a.b")).hasSameHashCodeAs(DomainName.of("a.b"));
        assertThat(DomainName.of("a.b")).isNotEqualTo(DomainName.of("a.b."));
    }
}
