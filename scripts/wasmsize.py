"""Where a wasm module's code bytes go: reads an un-stripped module (the
Cargo output before wasm-bindgen, e.g. target/wasm32-unknown-unknown/page/app.wasm),
prints the data section and custom sections' sizes, the code bytes summed
by the first part of each function's mangled name, and with a count N the N
largest functions.

    python3 scripts/wasmsize.py MODULE.wasm [N]

A measuring aid for docs/BENCHMARKS.md (the load); not used by the build.
`functions` is also scripts/page_thinking.py's reader.
"""
import sys, re, collections

def leb(b,i):
    r=0;s=0
    while True:
        x=b[i];i+=1;r|=(x&0x7f)<<s;s+=7
        if x<0x80: return r,i

def functions(path, notes=None):
    """The module's defined functions as (code bytes, name from the name
    section, '?' when it has none); the sections' sizes go to `notes`."""
    data=open(path,'rb').read()
    say=notes.append if notes is not None else (lambda line: None)
    i=8; sections=[]
    nimports=0; code=[]; names={}
    while i<len(data):
        sid=data[i]; i+=1; size,i=leb(data,i); start=i; i+=size
        sections.append((sid,start,size))
    for sid,start,size in sections:
        if sid==2:
            j=start; n,j=leb(data,j)
            for _ in range(n):
                l,j=leb(data,j); j+=l; l,j=leb(data,j); j+=l; kind=data[j]; j+=1
                if kind==0: _,j=leb(data,j); nimports+=1
                elif kind==1: j+=1; fl,j=leb(data,j); _,j=leb(data,j); j = leb(data,j)[1] if fl&1 else j
                elif kind==2: fl,j=leb(data,j); _,j=leb(data,j); j = leb(data,j)[1] if fl&1 else j
                elif kind==3: j+=2
        if sid==10:
            j=start; n,j=leb(data,j); code=[]
            for k in range(n):
                sz,j=leb(data,j); code.append(sz); j+=sz
        if sid==0:
            j=start; l,j=leb(data,j); nm=data[j:j+l].decode(); j+=l
            if nm=='name':
                end=start+size
                while j<end:
                    sub=data[j]; j+=1; ss,j=leb(data,j); se=j+ss
                    if sub==1:
                        n,j=leb(data,j)
                        for _ in range(n):
                            idx,j=leb(data,j); l,j=leb(data,j); names[idx]=data[j:j+l].decode('utf8','replace'); j+=l
                    j=se
            if nm!='name': say(f'custom {nm} {size}')
        if sid==11: say(f'data section {size}')
    return [(sz,names.get(nimports+k,'?')) for k,sz in enumerate(code)]

if __name__=='__main__':
    notes=[]
    items=functions(sys.argv[1],notes)
    for line in notes: print(line)
    tot=collections.Counter()
    for sz,nm in items:
        crate=nm.split('::')[0].lstrip('<').lstrip('&').split(' ')[0] if '::' in nm else nm[:20]
        tot[crate]+=sz
    print('code total',sum(sz for sz,_ in items))
    for c,s in tot.most_common(25): print(f'{s:8} {c}')
    if len(sys.argv)>2:
        for sz,nm in sorted(items,reverse=True)[:int(sys.argv[2])]: print(sz,nm[:150])
