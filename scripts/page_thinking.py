"""Fails when the page's module links a computer player's decision: the
invariant "no computer thinking on the page's thread" (docs/ARCHITECTURE.md),
checked on the un-stripped Cargo output that trunk builds
(target/wasm32-unknown-unknown/page/app.wasm).

    python3 scripts/page_thinking.py APP.wasm [WORKER.wasm [ONLINE.wasm]]

A function is the page's thinking when its own path (not a type in its
generic arguments) is one of THINKING or inside one: the path is looked for
as Rust mangles it, each segment preceded by its length
(`6engine3bot8beginner`), which legacy (`_ZN…`) and v0 (`_R…`) names
both hold. With WORKER.wasm, the worker's module must hold some of them (the
check finds what it looks for). With ONLINE.wasm (the online pages'
module, which runs no thinking either: the server decides), that module
must link none of THINKING, and the page's module none of the online code
(`halfbridge::web::online`, which the online module must hold): the solo
game's first load does not carry it (docs/ARCHITECTURE.md). scripts/test.sh
runs it after `trunk build`.
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wasmsize import functions

# What decides for a computer player, or searches for it. The page may
# read a decision's figures (bot::montecarlo::conclude, Tally), check an
# action (bot::is_legal, bot::first_legal), explain calls
# (bidding::meanings, would_mean), conclude an Expert call over the
# candidates a worker sent (bidding::expert::Placements) and derive seeds
# (decision_seed).
THINKING = [
    'engine::bot::beginner',
    'engine::bot::decide',
    'engine::bot::call',
    'engine::bot::settle',
    'engine::bot::step',
    'engine::bot::play_out',
    'engine::layouts::sample',
    'engine::layouts::dd',
    'engine::bot::montecarlo::decide',
    'engine::bot::montecarlo::Deliberation',
    'engine::bot::montecarlo::choose_card',
    'engine::bot::montecarlo::choose_contract',
    'engine::bot::montecarlo::card_values',
    'engine::bot::montecarlo::contract_values',
    'engine::bot::montecarlo::solve_card_layout',
    'engine::bot::montecarlo::solve_contract_layout',
    'engine::layouts::dd::with_solver',
    'engine::bidding::choose_call',
    'engine::bidding::robot_auction',
    'engine::bidding::beginner',
    'engine::bidding::expert::choose',
    'engine::bidding::expert::choose_within',
    'engine::bidding::expert::is_judged',
    'engine::bidding::expert::Judgement',
    'engine::bidding::expert::candidates',
    'engine::bidding::expert::knowledge_of',
    'engine::bidding::expert::declarer_tricks',
    'engine::bidding::system::Situation::choose',
    'engine::gbridge::bot::decide',
    'engine::gbridge::bot::beginner',
    'engine::gbridge::bot::montecarlo',
    'engine::gbridge::bot::pos',
    'engine::hint::hint',
    'thinking::protocol::answer',
    'thinking::protocol::decide',
    'thinking::protocol::RoomRun',
    'thinking::protocol::ShareRun',
    'pons_dds',
]

def mangled(path):
    return ''.join(f'{len(s)}{s}' for s in path.split('::'))

# The online pages' code: only in the online module.
ONLINE = 'halfbridge::web::online'

def holding(path, prefix):
    """The functions of the module whose path is `prefix` or inside it."""
    return [n for _, n in functions(path) if mangled(prefix) in n]

def thinking_in(path, page=True):
    """(path of THINKING, function name) for each function of the module
    that is thinking."""
    names = [name for _, name in functions(path)]
    if page and not any(mangled('thinking::Thinking') in n for n in names):
        sys.exit(f'{path}: no function of thinking::Thinking named: not the page, or stripped')
    return [(p, n) for n in names for p in THINKING if mangled(p) in n]

if __name__ == '__main__':
    found = thinking_in(sys.argv[1])
    for p, n in found:
        print(f'the page links {p}: {n[:160]}')
    if len(sys.argv) > 2:
        held = {p for p, _ in thinking_in(sys.argv[2], page=False)}
        print(f'{sys.argv[2]}: the worker holds {len(held)} of the {len(THINKING)} paths')
        if not held:
            sys.exit('the worker holds none: the check finds nothing it looks for')
    if found:
        sys.exit(f'{sys.argv[1]}: {len(found)} functions of computer thinking on the page (docs/ARCHITECTURE.md, invariants)')
    print(f'{sys.argv[1]}: no computer thinking on the page')
    if len(sys.argv) > 3:
        online = sys.argv[3]
        held = holding(online, ONLINE)
        if not held:
            sys.exit(f'{online}: no function of {ONLINE} named: not the online module, or stripped')
        for p, n in thinking_in(online, page=False):
            print(f'the online module links {p}: {n[:160]}')
            found.append(n)
        if found:
            sys.exit(f'{online}: computer thinking in the online pages\' module')
        print(f'{online}: no computer thinking ({len(held)} functions of {ONLINE})')
        leaked = holding(sys.argv[1], ONLINE)
        for n in leaked:
            print(f'the page links online code: {n[:160]}')
        if leaked:
            sys.exit(f'{sys.argv[1]}: {len(leaked)} functions of {ONLINE} in the solo page\'s module (the online module\'s)')
        print(f'{sys.argv[1]}: no online code')
