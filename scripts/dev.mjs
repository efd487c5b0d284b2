#!/usr/bin/env node
// `npm run dev`: the API with reload on :8080 and Vite with hot reload on :5173 (it proxies /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@keka/server'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npm', ['run', 'dev', '-w', '@keka/web'], { stdio: 'inherit' }),
];
console.log('API on http://localhost:8080 — app with hot reload on http://localhost:5173');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
