package validate

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// dockerfile is the instructions of deploy/Dockerfile, continuation lines joined.
func dockerfile(t *testing.T) [][2]string {
	t.Helper()
	f, err := os.Open(filepath.Join(deployDir, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][2]string
	var cur string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasSuffix(line, "\\") {
			cur += strings.TrimSuffix(line, "\\") + " "
			continue
		}
		line = cur + line
		cur = ""
		op, arg, _ := strings.Cut(line, " ")
		out = append(out, [2]string{strings.ToUpper(op), strings.TrimSpace(arg)})
	}
	return out
}

// The Dockerfile is multi-stage, builds a static binary, runs it as non-root on an
// image without a shell, and names a command, flags, port and path that exist. (No
// Docker engine here: the image itself is not built.)
func TestDockerfile(t *testing.T) {
	var froms []string
	var user, entry, cmd, expose, build string
	var copied []string
	for _, in := range dockerfile(t) {
		switch in[0] {
		case "FROM":
			froms = append(froms, in[1])
		case "USER":
			user = in[1]
		case "ENTRYPOINT":
			entry = in[1]
		case "CMD":
			cmd = in[1]
		case "EXPOSE":
			expose = in[1]
		case "RUN":
			if strings.Contains(in[1], "go build") {
				build = in[1]
			}
		case "COPY":
			if strings.HasPrefix(in[1], "--from=") {
				copied = append(copied, in[1])
			}
		}
	}
	if len(froms) < 2 {
		t.Fatalf("not multi-stage: %v", froms)
	}
	final := froms[len(froms)-1]
	if !strings.HasPrefix(final, "gcr.io/distroless/static") && final != "scratch" {
		t.Errorf("final image %q has more than a static binary needs", final)
	}
	if !strings.Contains(build, "CGO_ENABLED=0") || !strings.Contains(build, "./cmd/infersched") {
		t.Errorf("build step %q: want a static (CGO_ENABLED=0) build of ./cmd/infersched", build)
	}
	if user == "" || strings.HasPrefix(user, "0") || strings.HasPrefix(user, "root") {
		t.Errorf("USER %q: want a non-root user", user)
	}
	var ep, args []string
	if err := json.Unmarshal([]byte(entry), &ep); err != nil || len(ep) != 1 {
		t.Fatalf("ENTRYPOINT %q: want the exec form with the binary alone (no shell)", entry)
	}
	found := false
	for _, c := range copied {
		found = found || strings.HasSuffix(c, " "+ep[0])
	}
	if !found {
		t.Errorf("ENTRYPOINT %s is not where the binary is copied (%v)", ep[0], copied)
	}
	if err := json.Unmarshal([]byte(cmd), &args); err != nil {
		t.Fatalf("CMD %q: want the exec form", cmd)
	}
	checkCommandLine(t, "Dockerfile CMD", args)
	// The config path is the one compose and the kustomize base mount.
	if p := flagValue(args, "config"); p != "/etc/infersched/config.yaml" {
		t.Errorf("CMD --config %q; compose and kubernetes mount /etc/infersched/config.yaml", p)
	}
	p := loadCompose(t)
	port := listenPort(t, filepath.Join(deployDir, "compose", "scheduler.yaml"))
	if expose != "8080" || port != 8080 {
		t.Errorf("EXPOSE %s, compose config listens on %d", expose, port)
	}
	if p.Services["scheduler-1"].Command[0] != args[0] {
		t.Errorf("compose runs %v, the image's CMD %v", p.Services["scheduler-1"].Command, args)
	}
	if _, err := os.Stat(filepath.Join(deployDir, "build-image.sh")); err != nil {
		t.Error(err)
	}
	if out, err := exec.Command("bash", "-n", filepath.Join(deployDir, "build-image.sh")).CombinedOutput(); err != nil {
		t.Errorf("build-image.sh: %v\n%s", err, out)
	}
}

// The systemd units start existing commands with existing flags, carry the hardening
// options, and pass `systemd-analyze verify` where it is installed (with the binary
// path pointed at the one just built; no systemd PID 1 is needed for that).
func TestSystemdUnits(t *testing.T) {
	for _, unit := range []string{"infersched.service", "infersched-worker.service"} {
		data, err := os.ReadFile(filepath.Join(deployDir, "systemd", unit))
		if err != nil {
			t.Fatal(err)
		}
		var exec string
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "ExecStart="); ok {
				exec = v
			}
		}
		fields := strings.Fields(exec)
		if len(fields) < 2 || fields[0] != "/usr/local/bin/infersched" {
			t.Fatalf("%s: ExecStart %q", unit, exec)
		}
		checkCommandLine(t, unit, fields[1:])
		for _, opt := range []string{"NoNewPrivileges=yes", "ProtectSystem=strict", "DynamicUser=yes", "CapabilityBoundingSet=", "SystemCallFilter=@system-service"} {
			if !strings.Contains(string(data), "\n"+opt+"\n") {
				t.Errorf("%s lacks %s", unit, opt)
			}
		}
		if unit == "infersched.service" {
			// The daemon pings systemd's watchdog only while /healthz would be 200:
			// without these systemd never restarts a dead replica.
			for _, opt := range []string{"Type=notify", "NotifyAccess=main", "WatchdogSec=30s", "Restart=on-failure"} {
				if !strings.Contains(string(data), "\n"+opt+"\n") {
					t.Errorf("%s lacks %s", unit, opt)
				}
			}
		}
		verifyUnit(t, unit, strings.ReplaceAll(string(data), "/usr/local/bin/infersched", binary(t)))
	}
}

func verifyUnit(t *testing.T, name, content string) {
	t.Helper()
	sa, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Logf("%s: systemd-analyze not installed; verify skipped", name)
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(sa, "verify", "--man=no", path).CombinedOutput()
	var bad []string
	for _, line := range strings.Split(string(out), "\n") {
		// Units named in After= that this machine lacks (vllm.service) are not errors
		// of the file.
		if line == "" || strings.Contains(line, "vllm.service") || strings.Contains(line, "network-online.target") {
			continue
		}
		bad = append(bad, line)
	}
	// Unknown keys and bad values are warnings with exit status 0: any line counts.
	if err != nil || len(bad) > 0 {
		t.Errorf("systemd-analyze verify %s: %v\n%s", name, err, strings.Join(bad, "\n"))
	}
}
