#!/bin/sh
# pairs of start-ups: base dist vs another, one after the other
cd "$(dirname "$0")/../../tests/browser"
N=${N:-8}
for i in $(seq 1 $N); do
  for d in $A $B; do
    CATS=none DIST=$d timeout 300 node trace-phone.mjs 1 ab >/dev/null 2>&1
    node -e "
const s=require('./artifacts/phone-trace-ab-0.page.json');
const m=Object.fromEntries(s.marks.filter(x=>!x[0].startsWith('to ')&&!x[0].startsWith('from ')));
const inTask=(t)=>s.longTasks.filter(l=>l.start<=t&&t<=l.start+l.duration+1).map(l=>l.duration)[0]||0;
const lt=s.longTasks.filter(l=>l.start<=s.firstPlayable);
console.log('$d'.padEnd(24), 'firstHand', s.firstHand, 'game', Math.max(inTask(m.game), m.deal?inTask(m.deal):0), 'mount', Math.max(inTask(m.mount), m.frame?inTask(m.frame):0), 'hand', m.hand?inTask(m.hand):'-', 'run', Math.max(inTask(m.run), m.aids?inTask(m.aids):0), 'panel', Math.max(inTask(m.panel), m.results?inTask(m.results):0), 'long', lt.length, 'max', Math.max(0,...lt.map(l=>l.duration)), 'sum>50', lt.reduce((a,l)=>a+l.duration-50,0));
"
  done
done
