import sys,re,math
# usage: cmp.py fileA levelA fileB levelB   (level index: 0 standard,1 beginner,2 expert)
def load(f,k):
    d={}
    for line in open(f):
        parts=line.rstrip('\n').split(' | ')
        if len(parts)<4: continue
        m=re.match(r'\s*(\d+)\s+([+-]\d+)',parts[0])
        if not m: continue
        deal=int(m.group(1)); seg=parts[1+k]
        if seg.strip().startswith('not bid'): continue
        mm=re.search(r'([+-]\d+)\s+(\d+)\s*$',seg)
        d[deal]=(int(mm.group(2)),seg.strip(),int(m.group(2)))
    return d
a=load(sys.argv[1],int(sys.argv[2])); b=load(sys.argv[3],int(sys.argv[4]))
keys=sorted(set(a)&set(b))
diffs=[b[k][0]-a[k][0] for k in keys]
n=len(diffs); mean=sum(diffs)/n
var=sum((x-mean)**2 for x in diffs)/(n-1)
print(f"deals {n}  A {sum(a[k][0] for k in keys)/n:.3f}  B {sum(b[k][0] for k in keys)/n:.3f}  B-A {mean:+.3f} ± {math.sqrt(var/n):.3f}")
better=[k for k in keys if b[k][0]<a[k][0]]; worse=[k for k in keys if b[k][0]>a[k][0]]
print(f"changed: {sum(1 for k in keys if a[k][1].split(' N:')[0]!=b[k][1].split(' N:')[0])}, better {len(better)} (-{sum(a[k][0]-b[k][0] for k in better)}), worse {len(worse)} (+{sum(b[k][0]-a[k][0] for k in worse)})")
if len(sys.argv)>5:
    for k in sorted(keys,key=lambda k:a[k][0]-b[k][0]):
        if a[k][0]!=b[k][0]:
            print(f"{k:4d} par {a[k][2]:+6d} diff {b[k][0]-a[k][0]:+3d}\n   A: {a[k][1]}\n   B: {b[k][1]}")
