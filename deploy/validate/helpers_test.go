package validate

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
)

// deployDir is deploy/, the folder under test.
const deployDir = ".."

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds ./cmd/infersched of the main module (its own go.mod, its own versions)
// once per test run.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "infersched-validate")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "infersched")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/infersched")
		cmd.Dir = filepath.Join(deployDir, "..")
		cmd.Env = append(os.Environ(), "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %w\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

var flagLine = regexp.MustCompile(`^\s+(?:-\w, )?--([a-z0-9-]+)`)

// checkCommandLine checks that args (what follows the binary's name) names an existing
// subcommand and only flags it has, by asking the binary's --help.
func checkCommandLine(t *testing.T, where string, args []string) {
	t.Helper()
	var sub []string
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			break
		}
		sub = append(sub, a)
	}
	out, err := exec.Command(binary(t), append(sub, "--help")...).CombinedOutput()
	if err != nil {
		t.Errorf("%s: `infersched %s --help`: %v\n%s", where, strings.Join(sub, " "), err, out)
		return
	}
	if len(sub) > 0 && !bytes.Contains(out, []byte("infersched "+strings.Join(sub, " "))) {
		t.Errorf("%s: `infersched %s` is not a command:\n%s", where, strings.Join(sub, " "), out)
		return
	}
	flags := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if m := flagLine.FindStringSubmatch(sc.Text()); m != nil {
			flags[m[1]] = true
		}
	}
	for _, a := range args[len(sub):] {
		if !strings.HasPrefix(a, "--") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !flags[name] {
			t.Errorf("%s: `infersched %s` has no flag --%s", where, strings.Join(sub, " "), name)
		}
	}
}

// checkConfig runs `infersched config check` on a file.
func checkConfig(t *testing.T, where, file string, worker bool) {
	t.Helper()
	args := []string{"config", "check", file}
	if worker {
		args = []string{"config", "check", "--worker", file}
	}
	if out, err := exec.Command(binary(t), args...).CombinedOutput(); err != nil {
		t.Errorf("%s: %s is not a valid configuration: %v\n%s", where, file, err, out)
	}
}

// flagValue returns the value after --name in args.
func flagValue(args []string, name string) string {
	for i, a := range args {
		if a == "--"+name && i+1 < len(args) {
			return args[i+1]
		}
		if v, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			return v
		}
	}
	return ""
}

// exportedMetrics reads deploy/metrics.txt: the families a running daemon exports
// (kept current by cmd/infersched's TestMetricsListIsCurrent against a dev stack).
func exportedMetrics(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(deployDir, "metrics.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 && !strings.HasPrefix(line, "#") {
			out[f[0]] = f[1]
		}
	}
	if len(out) < 10 {
		t.Fatalf("deploy/metrics.txt lists %d families", len(out))
	}
	return out
}

// seriesExported reports whether a series name a query uses exists: a family, or a
// histogram's or summary's _bucket, _sum or _count.
func seriesExported(fams map[string]string, name string) bool {
	if _, ok := fams[name]; ok {
		return true
	}
	for _, suf := range []string{"_bucket", "_sum", "_count"} {
		if base, ok := strings.CutSuffix(name, suf); ok {
			if typ := fams[base]; typ == "histogram" || (typ == "summary" && suf != "_bucket") {
				return true
			}
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
