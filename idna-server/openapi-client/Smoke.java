package t;

import java.util.List;
import org.idna4j.server.IdnaServer;
import t.api.DefaultApi;
import t.client.ApiClient;

/**
 * Calls every endpoint of a server, started here, with the Java client openapi-generator makes from
 * openapi.json (run.sh beside this file): every answer must deserialize into its model class.
 */
public class Smoke {
  public static void main(String[] args) throws Exception {
    try (IdnaServer server = IdnaServer.builder().port(0).start()) {
      ApiClient c = new ApiClient();
      c.updateBaseUri(server.uri().toString().replaceAll("/$", ""));
      DefaultApi api = new DefaultApi(c);
      System.out.println("check: " + api.check(List.of("bücher.example", "ab--c.example"), null, null, null, null, null, null, null, null, null, "uts46", true, null, null, null, null));
      System.out.println("toAscii: " + api.toAscii("bücher.example", null, null, null, null, null, null, null, null, null, null, null, null, null, null).getOutput());
      System.out.println("toUnicode: " + api.toUnicode("xn--bcher-kva.example", null, null, null, null, null, null, null, null, null, null, null, null, null, null).getOutput());
      System.out.println("explain: " + api.explain("аb.example", null, null, null, null, null, null, null, null, null, null, null, null, null, null).getConfusables().size());
      System.out.println("compare: " + api.compare("faß.de").getDiffer());
      System.out.println("profiles: " + api.profiles().getPresets().size());
      System.out.println("psl: " + api.psl("www.example.co.uk", null, null).getRegistrableDomain());
      System.out.println("urlHost: " + api.urlHost("http://bücher.example/").getOutput());
      System.out.println("display: " + api.display("pаypal.com", null).getOutput());
      System.out.println("email: " + api.email("a@bücher.example", null, null, null, null, null, null).getAsciiForm());
      System.out.println("routes: " + api.routes().size());
      System.out.println("openapi: " + (api.openapiJson() != null));
      try {
        api.lgrCheck("café", null);
      } catch (t.client.ApiException e) {
        System.out.println("lgrCheck without --lgr: " + e.getCode());
      }
    }
  }
}
