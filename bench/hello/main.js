// The reference the first screens are measured against (npm run bench): the same React, react-dom and
// react-router as the app, used the same way (BrowserRouter, Routes), one route, nothing else.
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

const page = h('main', null, h('h1', null, 'Hello'), h('p', null, 'A bare page of React 19, react-dom and react-router 7: the reference for our first screens.'));
const root = document.getElementById('root');
if (root) createRoot(root).render(h(StrictMode, null, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: page })))));
