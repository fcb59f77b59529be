package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

// Values that break the score (fee_weight = 1e308 made a 1 ETH fee score NaN, the
// decision record failed to encode and the log stopped) are refused by the admin
// endpoint with a 400 that names the key, and the config in use does not change.
func TestAdminRefusesScoreBreakingValues(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) { o.Config.Admin = AdminConfig{Enabled: true, Token: adminTok} })
	before := f.sched.Get()
	for _, tc := range []struct{ param, value string }{
		{"priority.fee_weight", "1e308"},
		{"priority.fee_weight", "1.7976931348623157e308"},
		{"priority.wait_weight", "1e300"},
		{"priority.deadline_weight", "1e300"},
		{"priority.deadline_horizon", `"2562047h"`},
		{"priority.fee_unit_wei", `"0"`},
		{"routing.result_gas", "1e308"},
		{"routing.delay_gas_per_second", "1e308"},
		{"routing.gas_price_safety_factor", "1e308"},
		{"routing.failure_weight", "1e308"},
		{"routing.default_complexity", "1e308"},
	} {
		rec := f.do("POST", "/admin/config", `{"param":"`+tc.param+`","value":`+tc.value+`}`,
			"Authorization", "Bearer "+adminTok, "Content-Type", "application/json")
		if rec.Code != http.StatusBadRequest {
			t.Errorf("%s = %s: status %d, want 400; body %s", tc.param, tc.value, rec.Code, rec.Body)
			continue
		}
		m := wantError(t, rec, http.StatusBadRequest, "invalid_config")
		if msg, _ := m["message"].(string); !strings.Contains(msg, tc.param) {
			t.Errorf("%s = %s: message %q does not name the key", tc.param, tc.value, msg)
		}
	}
	after := f.sched.Get()
	if after.Priority.FeeWeight != before.Priority.FeeWeight || after.Priority.FeeUnitWei.String() != before.Priority.FeeUnitWei.String() ||
		after.Priority.DeadlineHorizon != before.Priority.DeadlineHorizon || after.Routing.ResultGas != before.Routing.ResultGas ||
		after.Routing.FailureWeight != before.Routing.FailureWeight {
		t.Fatalf("a refused change altered the config: %+v", after)
	}
}
