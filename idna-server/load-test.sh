#!/usr/bin/env bash
# Bounded, loopback-only load test of a running `idna serve` on port 18080 (see README.md,
# "Speed"). Needs curl, python3 and wrk (Debian: apt-get install wrk). Start the server first:
#   nice -n 10 ./idna serve --port 18080 &
# and make the 1,000-name body from the benchmarks corpus:
#   python3 -c "import json; n=[l.rstrip('\n') for l in open('corpus/mixed.txt', encoding='utf-8')][:1000]; open('/tmp/serve-1000.json', 'w', encoding='utf-8').write(json.dumps(n, ensure_ascii=False))"
set -euo pipefail
url=http://127.0.0.1:18080
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# warm-up: 300 check requests of 1,000 names
for i in $(seq 300); do curl -s -o /dev/null -H 'Content-Type: application/json' --data-binary @/tmp/serve-1000.json $url/api/v1/check; done
# 200 timed check requests, one at a time
for i in $(seq 200); do curl -s -o /dev/null -w '%{time_total}\n' -H 'Content-Type: application/json' --data-binary @/tmp/serve-1000.json $url/api/v1/check; done | sort -n > /tmp/serve-check-times.txt
python3 - <<'PY'
t=[float(x)*1000 for x in open('/tmp/serve-check-times.txt')]
n=len(t); print(f"check 1,000 names: n={n} min={t[0]:.1f} ms median={t[n//2]:.1f} ms p90={t[int(n*.9)]:.1f} ms max={t[-1]:.1f} ms")
PY
# single-name conversions, 16 concurrent connections, bounded duration
wrk -t2 -c16 -d5s "$url/api/v1/to-ascii?name=b%C3%BCcher.example" > /dev/null  # warm-up
for q in "to-ascii?name=b%C3%BCcher.example" "to-ascii?name=www.example.com" "to-unicode?name=xn--bcher-kva.example" "to-ascii?name=%D9%85%D8%AB%D8%A7%D9%84.%D8%A5%D8%AE%D8%AA%D8%A8%D8%A7%D8%B1&profile=registration"; do
  echo "== $q"; wrk -t2 -c16 -d15s --latency "$url/api/v1/$q" | grep -E "Requests/sec|Latency|Non-2xx|50%|99%|requests in"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
