import { loadConfig } from '@rmj/nest-common';
import { renderConfigSchema } from './render.config';

const load = (env: Record<string, string>) => loadConfig('render', renderConfigSchema, env);

describe('render service configuration', () => {
  it('defaults to the gateway on this machine, port 3004 and metrics on 9104', () => {
    const config = load({});
    expect(config).toMatchObject({
      PORT: 3004,
      METRICS_PORT: 9104,
      SHELL_URL: 'http://127.0.0.1:8080',
      API_ORIGIN: 'http://127.0.0.1:8080',
      RUNTIME_CONFIG_URL: 'http://127.0.0.1:8080/config/runtime.json',
      SHOP_URL: 'http://localhost:8080',
      RENDER_BUDGET_MS: 800,
      RENDER_CACHE_MS: 30_000,
      RENDER_CACHE_ENTRIES: 500,
    });
  });

  it('reads the runtime configuration beside the shell unless told otherwise', () => {
    expect(load({ SHELL_URL: 'http://shell:8080/' }).RUNTIME_CONFIG_URL).toBe('http://shell:8080/config/runtime.json');
    expect(load({ RUNTIME_CONFIG_URL: 'http://gateway:8080/config/runtime.json' }).RUNTIME_CONFIG_URL).toBe(
      'http://gateway:8080/config/runtime.json',
    );
  });

  it('refuses a shell URL with a path and a budget that leaves no time to render, naming each variable', () => {
    expect(() => load({ SHELL_URL: 'http://gateway:8080/shell', RENDER_BUDGET_MS: '10' })).toThrow(
      /SHELL_URL[\s\S]*RENDER_BUDGET_MS|RENDER_BUDGET_MS[\s\S]*SHELL_URL/,
    );
  });
});
