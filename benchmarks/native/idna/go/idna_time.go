// Go's golang.org/x/net/idna (Debian golang-golang-x-net-dev) beside IDNA4J: idna.Lookup.ToASCII
// and idna.Lookup.ToUnicode. The Lookup profile is UTS #46 nontransitional with
// UseSTD3ASCIIRules, CheckHyphens, CheckBidi (the Bidi Rule of RFC 5893) and CheckJoiners on and
// VerifyDnsLength off; its ToUnicode validates as its ToASCII does.
//
// The time is the calling thread's CPU time (getrusage RUSAGE_THREAD, the goroutine locked to its
// thread) and the process's (RUSAGE_SELF, the garbage collector's threads included).
//
// Build (run.sh does it): GO111MODULE=off GOPATH=/usr/share/gocode go build -o idna_time .
// Run:   ./idna_time time|dump toAscii|toUnicode FILE CORPUS
// dump prints one line per name: "OK<TAB>output" or "ERR<TAB>the error".
package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/net/idna"
)

// rusageThread is Linux's RUSAGE_THREAD (include/uapi/linux/resource.h), absent from syscall.
const rusageThread = 1

func cpuNanos(who int) float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		panic(err)
	}
	return float64(ru.Utime.Nano() + ru.Stime.Nano())
}

func envInt(name string, fallback int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return fallback
}

func main() {
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: idna_time time|dump toAscii|toUnicode FILE CORPUS")
		os.Exit(2)
	}
	mode, op, file, corpus := os.Args[1], os.Args[2], os.Args[3], os.Args[4]
	data, err := os.ReadFile(file)
	if err != nil {
		panic(err)
	}
	names := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	convert := idna.Lookup.ToASCII
	if op == "toUnicode" {
		convert = idna.Lookup.ToUnicode
	}
	if mode == "dump" {
		out := bufio.NewWriter(os.Stdout)
		defer out.Flush()
		for _, name := range names {
			r, err := convert(name)
			if err != nil {
				fmt.Fprintf(out, "ERR\t%s\n", strings.ReplaceAll(err.Error(), "\t", " "))
			} else {
				fmt.Fprintf(out, "OK\t%s\n", r)
			}
		}
		return
	}
	runtime.LockOSThread()
	warmUp, rounds := envInt("IDNA_WARMUP", 10), envInt("IDNA_ROUNDS", 10)
	bestThread, bestProcess := 1e18, 1e18
	checksum := 0
	for round := 0; round < warmUp+rounds; round++ {
		p0, t0 := cpuNanos(syscall.RUSAGE_SELF), cpuNanos(rusageThread)
		sum := 0
		for _, name := range names {
			r, err := convert(name)
			if err == nil {
				sum += len(r) + 1
			}
		}
		t := cpuNanos(rusageThread) - t0
		p := cpuNanos(syscall.RUSAGE_SELF) - p0
		checksum += sum
		if round >= warmUp {
			if t < bestThread {
				bestThread = t
			}
			if p < bestProcess {
				bestProcess = p
			}
		}
	}
	n := float64(len(names))
	fmt.Printf("RESULT peer=go op=%s corpus=%s thread_ns=%.1f process_ns=%.1f rounds=%d checksum=%d\n",
		op, corpus, bestThread/n, bestProcess/n, rounds, checksum)
}
