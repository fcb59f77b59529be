package validate

import (
	"errors"
	"strings"
	"testing"
)

func TestProblemsReportEveryProblemSortedWithPaths(t *testing.T) {
	var inner Problems
	inner.Addf("max_seconds", "must be above min_seconds (%d), got %d", 30, 10)
	inner.Check(false, "backoff[1]", "duplicate threshold %d s", 0)
	inner.Check(true, "never", "not reported")

	var p Problems
	p.Check(false, "round_interval", "must be positive")
	p.Merge("retry_after", inner.Err())
	p.Merge("flow", errors.New("plain error"))
	p.Merge("nothing", nil)
	err := p.Err()
	got := strings.Split(err.Error(), "\n")
	want := []string{
		"flow: plain error",
		"retry_after.backoff[1]: duplicate threshold 0 s",
		"retry_after.max_seconds: must be above min_seconds (30), got 10",
		"round_interval: must be positive",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var fe *FieldError
	if !errors.As(err, &fe) {
		t.Fatal("problems are not FieldErrors")
	}
	if (&Problems{}).Err() != nil {
		t.Fatal("no problems must be a nil error")
	}
	if Join("a", "", "b") != "a.b" {
		t.Fatal("Join skips empty segments")
	}
}
