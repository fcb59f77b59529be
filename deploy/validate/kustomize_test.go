package validate

import (
	"os"
	"path/filepath"
	"testing"

	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

// object is the part of a Kubernetes object the checks read.
type object struct {
	Kind     string `json:"kind"`
	Metadata struct {
		Name   string            `json:"name"`
		Labels map[string]string `json:"labels"`
	} `json:"metadata"`
	Data map[string]string `json:"data"`
	Spec struct {
		Replicas *int `json:"replicas"`
		Selector struct {
			MatchLabels map[string]string `json:"matchLabels"`
		} `json:"selector"`
		PodSelector struct {
			MatchLabels map[string]string `json:"matchLabels"`
		} `json:"podSelector"`
		Template struct {
			Spec struct {
				SecurityContext struct {
					RunAsNonRoot bool `json:"runAsNonRoot"`
				} `json:"securityContext"`
				Containers []struct {
					Args  []string `json:"args"`
					Ports []struct {
						Name          string `json:"name"`
						ContainerPort int    `json:"containerPort"`
					} `json:"ports"`
					EnvFrom []struct {
						SecretRef struct {
							Name string `json:"name"`
						} `json:"secretRef"`
					} `json:"envFrom"`
					VolumeMounts   []volumeMount `json:"volumeMounts"`
					LivenessProbe  *probe        `json:"livenessProbe"`
					ReadinessProbe *probe        `json:"readinessProbe"`
				} `json:"containers"`
				Volumes []volume `json:"volumes"`
			} `json:"spec"`
		} `json:"template"`
	} `json:"spec"`
}

type volumeMount struct {
	Name      string `json:"name"`
	MountPath string `json:"mountPath"`
}

type volume struct {
	Name      string `json:"name"`
	ConfigMap struct {
		Name string `json:"name"`
	} `json:"configMap"`
	Secret struct {
		SecretName string `json:"secretName"`
	} `json:"secret"`
}

type probe struct {
	HTTPGet struct {
		Path string `json:"path"`
		Port string `json:"port"`
	} `json:"httpGet"`
}

// The kustomize base renders with kustomize itself; every object parses; the
// Deployment's probes, port, command, config and secret fit the binary and each other.
func TestKustomizeBase(t *testing.T) {
	k := krusty.MakeKustomizer(krusty.MakeDefaultOptions())
	rm, err := k.Run(filesys.MakeFsOnDisk(), filepath.Join(deployDir, "kubernetes", "base"))
	if err != nil {
		t.Fatal(err)
	}
	objs := map[string]object{}
	secrets := map[string]object{} // by name: the key's and Redis's CA
	for _, r := range rm.Resources() {
		y, err := r.AsYAML()
		if err != nil {
			t.Fatal(err)
		}
		var o object
		if err := yaml.Unmarshal(y, &o); err != nil {
			t.Fatalf("%s: %v", r.CurId(), err)
		}
		objs[o.Kind] = o
		if o.Kind == "Secret" {
			secrets[o.Metadata.Name] = o
		}
	}
	for _, kind := range []string{"Namespace", "Deployment", "Service", "PodDisruptionBudget", "ConfigMap", "Secret", "NetworkPolicy", "ServiceMonitor"} {
		if _, ok := objs[kind]; !ok {
			t.Errorf("no %s in the rendered base (kinds: %v)", kind, sortedKeys(objs))
		}
	}
	d := objs["Deployment"]
	if d.Spec.Replicas == nil || len(d.Spec.Template.Spec.Containers) != 1 || !d.Spec.Template.Spec.SecurityContext.RunAsNonRoot {
		t.Fatalf("deployment: %+v", d.Spec)
	}
	c := d.Spec.Template.Spec.Containers[0]
	checkCommandLine(t, "deployment", c.Args)
	if c.LivenessProbe == nil || c.LivenessProbe.HTTPGet.Path != "/healthz" || c.ReadinessProbe == nil || c.ReadinessProbe.HTTPGet.Path != "/readyz" {
		t.Errorf("probes: liveness %+v readiness %+v", c.LivenessProbe, c.ReadinessProbe)
	}
	cm := objs["ConfigMap"]
	cfgPath := flagValue(c.Args, "config")
	mounted := false
	for _, m := range c.VolumeMounts {
		for _, v := range d.Spec.Template.Spec.Volumes {
			if v.Name == m.Name && v.ConfigMap.Name == cm.Metadata.Name && filepath.Join(m.MountPath, "config.yaml") == cfgPath {
				mounted = true
			}
		}
	}
	if !mounted {
		t.Errorf("--config %s is not the config map %s mounted", cfgPath, cm.Metadata.Name)
	}
	// The rendered config map holds a valid daemon configuration listening on the port.
	tmp := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(tmp, []byte(cm.Data["config.yaml"]), 0o644); err != nil {
		t.Fatal(err)
	}
	checkConfig(t, "configmap", tmp, false)
	if len(c.Ports) != 1 || uint32(c.Ports[0].ContainerPort) != listenPort(t, tmp) {
		t.Errorf("container ports %+v, config listens on %d", c.Ports, listenPort(t, tmp))
	}
	if len(c.EnvFrom) != 1 || secrets[c.EnvFrom[0].SecretRef.Name].Data["INFERSCHED_SCHEDULER_KEY"] == "" {
		t.Errorf("envFrom %+v: not the secret of the scheduler key (secrets %v)", c.EnvFrom, sortedKeys(secrets))
	}
	checkKustomizeRedisTLS(t, tmp, c.VolumeMounts, d.Spec.Template.Spec.Volumes, secrets)
	// The budget and the network policy select the Deployment's pods.
	for _, kind := range []string{"PodDisruptionBudget", "NetworkPolicy"} {
		sel := objs[kind].Spec.Selector.MatchLabels
		if kind == "NetworkPolicy" {
			sel = objs[kind].Spec.PodSelector.MatchLabels
		}
		if len(sel) == 0 {
			t.Errorf("%s selects nothing", kind)
		}
		for k, v := range sel {
			if d.Spec.Selector.MatchLabels[k] != v {
				t.Errorf("%s selects %s=%s, the deployment's pods do not carry it", kind, k, v)
			}
		}
	}
}
