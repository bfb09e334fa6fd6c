/** `redis-server` arguments of a throw-away Redis for tests: loopback only, nothing written to disk. */
export const privateRedisArgs = (port: number, dir: string): string[] => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  dir,
];
