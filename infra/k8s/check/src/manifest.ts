// The few shapes of Kubernetes objects the shop's rules read. Everything is optional: the schema
// check (kubectl-validate) has already refused malformed objects; these rules only add the shop's
// own requirements on top.
export type Labels = Record<string, string>;

export interface Container {
  name: string;
  image?: string;
  livenessProbe?: { httpGet?: { path?: string } };
  readinessProbe?: { httpGet?: { path?: string } };
  startupProbe?: { httpGet?: { path?: string } };
  lifecycle?: { preStop?: unknown };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  envFrom?: { configMapRef?: { name?: string } }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface Manifest {
  kind?: string;
  metadata?: { name?: string; namespace?: string; labels?: Labels };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Labels } & Labels;
    template?: {
      metadata?: { labels?: Labels };
      spec?: {
        terminationGracePeriodSeconds?: number;
        securityContext?: { runAsNonRoot?: boolean };
        volumes?: { name: string; emptyDir?: unknown; configMap?: { name?: string } }[];
        containers?: Container[];
      };
    };
    ports?: { name?: string; port?: number }[];
    scaleTargetRef?: { name?: string };
    metrics?: { resource?: { name?: string; target?: { averageUtilization?: number } } }[];
    rules?: {
      http?: {
        paths?: {
          path?: string;
          backend?: { service?: { name?: string; port?: { name?: string; number?: number } } };
        }[];
      };
    }[];
  };
}
