import sys,re
def imps(d):
    t=[20,50,90,130,170,220,270,320,370,430,500,600,750,900,1100,1300,1500,1750,2000,2250,2500,3000,3500,4000]
    s=1 if d>=0 else -1; d=abs(d); return s*sum(1 for x in t if d>=x)
def load(f,k):
    d={}
    for line in open(f):
        parts=line.rstrip('\n').split(' | ')
        if len(parts)<4: continue
        m=re.match(r'\s*(\d+)\s+([+-]\d+)',parts[0])
        if not m: continue
        seg=parts[1+k]
        if seg.strip().startswith('not bid'): continue
        mm=re.search(r'([+-]\d+)\s+(\d+)\s*$',seg)
        au=re.search(r'\[(\w): ([^\]]*)\]',seg)
        d[int(m.group(1))]=(int(mm.group(2)),int(mm.group(1)),au.group(1),au.group(2).split())
    return d
a=load(sys.argv[1],int(sys.argv[2])); b=load(sys.argv[3],int(sys.argv[4]))
seats='NESW'
res={True:[0,0,0],False:[0,0,0]}
for k in sorted(set(a)&set(b)):
    A,B=a[k],b[k]
    if A[3]==B[3]: continue
    i=next(i for i in range(min(len(A[3]),len(B[3]))) if A[3][i]!=B[3][i])
    seat=seats[(seats.index(A[2])+i)%4]
    ns=seat in 'NS'
    own=imps((B[1]-A[1])*(1 if ns else -1))
    first=next((j for j,c in enumerate(A[3]) if c!='P'),0)
    contested=any(c!='P' for j,c in enumerate(A[3][:i]) if j>=first and (j-i)%2==1)
    r=res[contested]; r[0]+=1; r[1]+=own; r[2]+=B[0]-A[0]
print("contested  n, own-side IMPs gained, par-loss change:",res[True])
print("uncontested n, own-side IMPs gained, par-loss change:",res[False])
