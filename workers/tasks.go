package workers

import (
	"encoding/json"
	"fmt"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// encodeTasks is a verified heartbeat's tasks and rates as the fields decodeWorker
// reads ("" each when the heartbeat has none).
func encodeTasks(hb wire.Heartbeat) (tasks, speed string, err error) {
	if len(hb.Tasks) > 0 {
		b, err := json.Marshal(hb.Tasks)
		if err != nil {
			return "", "", fmt.Errorf("encode tasks: %w", err)
		}
		tasks = string(b)
	}
	if len(hb.Speed) > 0 {
		b, err := json.Marshal(hb.Speed)
		if err != nil {
			return "", "", fmt.Errorf("encode speed: %w", err)
		}
		speed = string(b)
	}
	return tasks, speed, nil
}

// decodeTasks fills w's tasks and rates from the fields encodeTasks wrote; a heartbeat
// without them leaves w serving chat and completion without rates. The heartbeat they come from passed wire's checks; what the scheduler's
// snapshot would refuse is refused here too, so an unreadable record leaves the round
// rather than failing it.
func decodeTasks(w *scheduler.Worker, tasks, speed string) error {
	if tasks != "" {
		if err := json.Unmarshal([]byte(tasks), &w.Tasks); err != nil {
			return fmt.Errorf("field tasks: %w", err)
		}
	}
	if speed != "" {
		var ss map[string]wire.ModelSpeed
		if err := json.Unmarshal([]byte(speed), &ss); err != nil {
			return fmt.Errorf("field speed: %w", err)
		}
		w.Speed = make(map[string]scheduler.Speed, len(ss))
		for m, s := range ss {
			w.Speed[m] = scheduler.Speed{DecodeTPS: s.DecodeTPS, PrefillTPS: s.PrefillTPS, StepsPerMin: s.StepsPerMin, AudioBPS: s.AudioBPS}
		}
	}
	return nil
}
