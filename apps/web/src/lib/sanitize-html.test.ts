import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml keeps the allowed rich text', () => {
  it('keeps paragraphs, headings, lists, emphasis and line breaks', () => {
    const html = '<h2>Orders</h2><p>Fresh <strong>fast</strong> <em>food</em><br>today</p><ul><li><b>one</b></li><li><i>two</i></li></ul><ol><li>x</li></ol><h3>a</h3><h4>b</h4><span>c</span>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and marks them rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://keka.example/x">site</a>')).toBe('<a href="https://keka.example/x" rel="noopener">site</a>');
    expect(sanitizeHtml('<a href="mailto:help@keka.example">mail</a>')).toBe('<a href="mailto:help@keka.example" rel="noopener">mail</a>');
    expect(sanitizeHtml('<a href="tel:+918040001234">call</a>')).toBe('<a href="tel:+918040001234" rel="noopener">call</a>');
    expect(sanitizeHtml('<a href="/pages/about-us">about</a>')).toBe('<a href="/pages/about-us" rel="noopener">about</a>');
  });

  it('escapes text so it cannot turn into markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><table><tr><td>cell</td></tr></table></div>')).toBe('Titlecell');
  });
});

describe('sanitizeHtml removes XSS payloads', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<style>body{display:none}</style>', ''],
    ['<object data="x.swf"></object><embed src="x">', ''],
    ['<template><img src=x onerror=alert(1)></template>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<!-- <img src=x onerror=alert(1)> -->', ''],
    ['<form action="https://evil"><input name=a><button>go</button></form>', 'go'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('drops every attribute except a safe href', () => {
    expect(sanitizeHtml('<p style="position:fixed" onclick="alert(1)" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<span onmouseover="alert(1)" style="color:red">t</span>')).toBe('<span>t</span>');
    expect(sanitizeHtml('<a href="https://ok.example" onclick="alert(1)" target="_top" style="x">t</a>')).toBe(
      '<a href="https://ok.example" rel="noopener">t</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x0A;script:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://plain.example',
    '//evil.example/x',
    '/\\evil.example',
    '',
  ])('turns a link to %j into plain text', (href) => {
    const escaped = href.replace(/"/g, '&quot;');
    expect(sanitizeHtml(`<a href="${escaped}">click</a>`)).toBe('click');
  });

  it('cuts off absurd nesting instead of recursing forever', () => {
    const deep = '<span>'.repeat(5000) + 'x' + '</span>'.repeat(5000);
    expect(() => sanitizeHtml(deep)).not.toThrow();
  });

  it('never yields markup that runs code when parsed again', () => {
    const payloads = ['<img src=x onerror=alert(1)>', '<p><svg><p><style><img src=x onerror=alert(1)>', '<a href="javascript:x">a</a>'];
    for (const payload of payloads) {
      const clean = sanitizeHtml(payload);
      expect(clean).not.toMatch(/<(img|svg|style|script)|on\w+=|javascript:/i);
    }
  });
});

describe('isSafeHref', () => {
  it('allows https, mailto, tel and app paths only', () => {
    expect(['https://a.example', 'mailto:a@b.c', 'tel:123', '/x'].every(isSafeHref)).toBe(true);
    expect(['http://a.example', 'javascript:x', '//a.example', 'ftp://a'].some(isSafeHref)).toBe(false);
  });
});
