#!/usr/bin/env bash
# End-to-end test of the native game, played like a person would: starts the real window
# under a virtual X server (Xvfb, software Vulkan), clicks the home screen and the board with
# xdotool, reads the moves the game logs and checks the screen in screenshots.
#
#   scripts/e2e-native.sh [path/to/gomoku]     (default: the debug build in CARGO_TARGET_DIR)
#
# 1. Home: shows three modes, opens the settings page and comes back (Escape), picks "Play
#    the computer", the Easy level, "Play"; the log must say the computer (Easy) is thinking.
# 2. Plays three black moves by clicking intersections; each must be logged as
#    "move N: black <point>" and answered by "move N+1: white <point>" on a free point;
#    screenshots must show a dark stone where black clicked and a light one at the reply.
# 3. "Menu" -> home offers "Continue" and "Play again"; the keys 2 and Enter start a game
#    between two people; clicking an occupied point is refused; black plays five in a row on
#    the top edge, the log must say "Black wins!" and the result box must leave the five in
#    sight.
# 4. "Menu" -> "Play a friend, here or online" -> renju -> "Play"; black's double three on
#    h8 is refused with the reason, and no stone appears there.
# 5. "Menu" -> "Set up a position": stones put down by clicks and the keys W and R, an
#    unplayable set-up refused with its reason, the mended one played from; the screen
#    shows the set-up's stones and the move after it.
# 6. "Menu" -> "Play the computer" -> Easy, renju, Soosõrv-8 -> "Play": the player begins
#    the opening and takes the plain choices (K keeps colours, 2 declares two 5th moves),
#    the computer makes its own with a reason, until the 5th move stands.
# 7. "Menu" -> "Puzzles" -> "Play": a move far from the fight is explained as wrong, R tries
#    again, then the puzzle is solved a hint (H) at a time; the five shows and the settings
#    count the puzzle solved.
# Screenshots go to shots/native/. Prints "frame stats" lines if the game logs any (a build
# with the `dev` feature: cargo build --features dev --bin gomoku). Ends with "e2e-native: N passed, M failed"; exits non-zero
# if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

bin=${1:-${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}/debug/gomoku}
# GOMOKU_LANG (en, zh-Hans, zh-Hant) plays the same test in that language (the log the
# checks read stays English); its screenshots go to shots/native-<lang>/.
shots=$root/shots/native${GOMOKU_LANG:+-$GOMOKU_LANG}
passed=0 failed=0

say() { echo "e2e-native: $*"; }
pass() { echo "  ok    $*"; passed=$((passed + 1)); }
fail() { echo "  FAIL  $*"; failed=$((failed + 1)); }
summary() { echo "e2e-native: $passed passed, $failed failed"; }
# A failure the rest of the run depends on: report it and stop.
fatal() {
    fail "$*"
    [ -n "${DISPLAY:-}" ] && import -window root "$shots/failure.png" 2>/dev/null && echo "--- the screen: $shots/failure.png"
    [ -n "${log:-}" ] && [ -f "$log" ] && { echo "--- last lines of the game's log:"; clean_log | tail -15; }
    summary
    exit 1
}

[ -x "$bin" ] || { echo "e2e-native: no game binary at $bin (build it with: cargo build --bin gomoku)" >&2; exit 2; }
scripts/deps.sh xvfb
command -v python3 >/dev/null || { echo "e2e-native: needs python3" >&2; exit 2; }

work=$(mktemp -d /tmp/gomoku-e2e-native.XXXXXX)
log=$work/game.log
mkdir -p "$shots"
rm -f "$shots"/*.png
xvfb_pid= game_pid=
# stop PID: ends a process this script started (SIGTERM, then SIGKILL after 5 s).
stop() {
    local _
    kill "$1" 2>/dev/null || return 0
    for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$1" 2>/dev/null
    wait "$1" 2>/dev/null
}
cleanup() {
    [ -n "$game_pid" ] && stop "$game_pid"
    [ -n "$xvfb_pid" ] && stop "$xvfb_pid"
    [ -n "${E2E_KEEP:-}" ] && cp "$log" /tmp/e2e-game.log; rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- a virtual screen of our own (Xvfb picks a free display number and writes it to fd 5)
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fatal "Xvfb did not start: $(tail -3 "$work/xvfb.log")"
export DISPLAY=":$(head -1 "$work/display")"
mkdir -m 700 "$work/xdg"
say "Xvfb on $DISPLAY, game $bin"

# --- the game
clean_log() { sed 's/\x1b\[[0-9;]*m//g' "$log"; }
# A settings folder of its own: home starts from the defaults and the player's saved
# choices are left alone.
GOMOKU_CONFIG_DIR="$work/config" WGPU_BACKEND=vulkan XDG_RUNTIME_DIR="$work/xdg" "$bin" >"$log" 2>&1 &
game_pid=$!

shot_n=0
# shot NAME: a screenshot of the whole screen, kept in shots/native/NAME.png.
shot() { import -window root "$shots/$1.png" && echo "$shots/$1.png"; }
# tmp_shot: a scratch screenshot to measure; prints its path.
tmp_shot() { shot_n=$((shot_n + 1)); import -window root "$work/s$shot_n.png" && echo "$work/s$shot_n.png"; }
# click X Y in window coordinates. egui under a 15-30 fps software renderer misses an
# instant click: move, hold the button a little, then give it time to react.
click() {
    xdotool mousemove "$((win_x + $1))" "$((win_y + $2))" sleep 0.4 mousedown 1 sleep 0.12 mouseup 1
    sleep 0.5
}
# key NAME: a key press, as a player types it, to the game's window (focused first: with no
# window manager nothing else gives it the keyboard).
key() {
    xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
    xdotool key "$1"
    sleep 0.8
}
log_lines() { clean_log | wc -l; }
# wait_log_at FROM REGEX SECONDS: as wait_log, printed as "NUMBER LINE" (its line number).
wait_log_at() {
    local from=$1 re=$2 limit=$3 end hit
    end=$((SECONDS + limit))
    while [ $SECONDS -le "$end" ]; do
        hit=$(clean_log | tail -n +"$((from + 1))" | grep -n -m1 -E "$re")
        [ -n "$hit" ] && { echo "$((from + ${hit%%:*})) ${hit#*:}"; return 0; }
        kill -0 "$game_pid" 2>/dev/null || return 1
        sleep 0.2
    done
    return 1
}
# msg LINE: a log line without its timestamp, level and module.
msg() { sed -E 's/^.*(INFO|WARN|ERROR) [^ ]+: //' <<<"$1"; }
# wait_log FROM REGEX SECONDS: the first log line after line FROM matching REGEX.
wait_log() {
    local from=$1 re=$2 limit=$3 end line
    end=$((SECONDS + limit))
    while [ $SECONDS -le "$end" ]; do
        line=$(clean_log | tail -n +"$((from + 1))" | grep -m1 -E "$re")
        [ -n "$line" ] && { echo "$line"; return 0; }
        kill -0 "$game_pid" 2>/dev/null || return 1
        sleep 0.2
    done
    return 1
}

# --- the window
wid=
for _ in $(seq 120); do
    # By the game's process: the title follows the language ("Gomoku", "五子棋").
    wid=$(xdotool search --pid "$game_pid" 2>/dev/null | head -1)
    [ -n "$wid" ] && break
    kill -0 "$game_pid" 2>/dev/null || fatal "the game exited at start-up"
    sleep 0.5
done
[ -n "$wid" ] || fatal "no Gomoku window after 60 s"
eval "$(xdotool getwindowgeometry --shell "$wid")" # X Y WIDTH HEIGHT
win_x=$X win_y=$Y win_w=$WIDTH win_h=$HEIGHT
[ "$win_w" = 1100 ] && [ "$win_h" = 760 ] && pass "window opened at 1100x760" ||
    fail "window is ${win_w}x${win_h}, expected 1100x760"

# find_home: reads the home screen in a screenshot (tests/e2e/screen.py home). Sets
# home_found, sheet_left/top/right/bottom, plays (the jade bars, top to bottom), cards (the
# wide cards) and chip_rows (rows of chips separated by "|"), all "x,y" in window
# coordinates; fails if no home screen shows.
find_home() {
    local f
    f=$(tmp_shot) || return 1
    eval "$(python3 "$root/tests/e2e/screen.py" home "$f" "$win_x" "$win_y" "$win_w" "$win_h")"
    [ -n "$home_found" ]
}
# find_home_wait: find_home, trying for a few seconds while egui catches up.
find_home_wait() { local _; for _ in 1 2 3 4 5 6; do find_home && return 0; sleep 0.5; done; return 1; }
# find_home_settled: find_home until two looks in a row agree: egui takes a frame or two to
# lay out a new page, and a click aimed at a chip still moving is lost.
find_home_settled() {
    local _ last="" now
    for _ in $(seq 12); do
        if find_home; then
            now="$sheet_left $sheet_top $sheet_right $sheet_bottom $plays $cards $chip_rows"
            [ "$now" = "$last" ] && return 0
            last=$now
        fi
        sleep 0.3
    done
    [ -n "$last" ]
}
# home_gone: waits up to 5 s for the home screen to close.
home_gone() { local _; for _ in $(seq 10); do find_home || return 0; sleep 0.5; done; return 1; }
# nth LIST N: the Nth (from 1) "x,y" of a space-separated list, as "x y"; empty if none.
nth() { local items p; read -ra items <<<"$1"; p=${items[$(($2 - 1))]:-}; [ -n "$p" ] && echo "${p/,/ }"; }
# chip ROW N: the Nth chip of the ROWth row of chips, as "x y".
chip() { local rows; IFS='|' read -ra rows <<<"$chip_rows"; nth "${rows[$(($1 - 1))]:-}" "$2"; }
# press WHAT "x y": clicks a piece of the home screen found above, or stops the test.
press() {
    [ -n "$2" ] || fatal "no $1 found on the home screen (see $(shot home-unreadable))"
    # shellcheck disable=SC2086
    click $2
}
# play_from_home: presses the page's last jade bar ("Play") and waits for home to close,
# pressing once more (and saying so) if a slow frame lost the first press.
play_from_home() {
    local _ bars
    for _ in 1 2; do
        read -ra bars <<<"$plays"
        press '"Play"' "$(nth "$plays" "${#bars[@]}")"
        home_gone && return 0
        fail "home still showed 5 s after pressing \"Play\" (a lost click); pressing again"
        find_home_settled
    done
    return 1
}
# open_home_from_panel: clicks the game panel's "Menu" button and waits for home.
open_home_from_panel() {
    local f menu_button mx my
    f=$(tmp_shot)
    menu_button=$(python3 "$root/tests/e2e/screen.py" panel "$f" "$win_x" "$win_y" "$win_w" "$win_h") ||
        fatal "no \"New game\" and \"Menu\" buttons found in the game panel"
    read -r mx my <<<"$menu_button"
    click $((mx - win_x)) $((my - win_y))
    find_home_wait || fatal "\"Menu\" did not open the home screen"
    find_home_settled || fatal "the home screen closed again after \"Menu\""
}

# Board geometry, as src/game/view/layout.rs computes it for a landscape window.
size=15
# point_xy NAME ("h8") -> "X Y" window coordinates of the intersection.
point_xy() {
    awk -v w="$win_w" -v h="$win_h" -v size="$size" -v p="$1" 'BEGIN {
        panel = 230; if (w * 0.4 < panel) panel = w * 0.4
        aw = w - panel; ah = h; side = (aw < ah ? aw : ah) * 0.96; cell = side / (size + 1)
        cx = panel + aw / 2; cy = h / 2
        col = index("abcdefghijklmnopqrs", substr(p, 1, 1)) - 1
        y = size - substr(p, 2)
        printf "%d %d\n", cx + (col - (size - 1) / 2) * cell + 0.5, cy + (y - (size - 1) / 2) * cell + 0.5
    }'
}
cell_px() { awk -v w="$win_w" -v h="$win_h" -v size="$size" 'BEGIN { aw = w - 230; s = (aw < h ? aw : h) * 0.96; printf "%d\n", s / (size + 1) }'; }
play_at() { # click the intersection NAME
    local x y
    read -r x y <<<"$(point_xy "$1")"
    click "$x" "$y"
}
# stone_at FILE NAME -> black|white|wood|other(...)
stone_at() {
    local x y
    read -r x y <<<"$(point_xy "$2")"
    python3 "$root/tests/e2e/screen.py" stone "$1" $((win_x + x)) $((win_y + y)) $(($(cell_px) / 4))
}

# --- 1. home: the settings page, then "Play the computer", Easy
say "home screen"
home_found=
for _ in $(seq 60); do
    find_home && { home_found=1; break; }
    kill -0 "$game_pid" 2>/dev/null || fatal "the game exited before showing its home screen"
    sleep 1
done
[ -n "$home_found" ] || { shot home >/dev/null; fatal "the home screen did not appear within 60 s (see $shots/home.png)"; }
find_home_settled
read -ra mode_cards <<<"$cards"
[ "${#mode_cards[@]}" = 5 ] && [ -z "$plays" ] &&
    pass "home shows five choices (three modes, the named openings, the puzzles) and nothing to continue on a first visit ($sheet_left,$sheet_top)-($sheet_right,$sheet_bottom)" ||
    fail "home shows cards '$cards' and bars '$plays'; expected five cards and no bar"
shot home >/dev/null
# The settings page, from home's second chip (after "Set up a position"); Escape comes back.
press '"Settings"' "$(chip 1 2)"
find_home_settled || fatal "home closed after \"Settings\""
[[ $chip_rows == *"|"*"|"* ]] && pass "the settings page shows its rows of choices" ||
    fail "the settings page shows chip rows '$chip_rows'"
shot settings >/dev/null
key Escape
find_home_settled || fatal "home closed after Escape on the settings page"
press '"Play the computer"' "$(nth "$cards" 1)"
find_home_settled || fatal "home closed after \"Play the computer\""
shot home-computer >/dev/null
# Rows of chips: "Back", then the levels three by three (Beginner Classic Easy), the colours.
press '"Easy"' "$(chip 2 3)"
find_home_settled || fatal "home closed after choosing Easy"
from=$(log_lines)
play_from_home || fatal "home still showed after pressing \"Play\" twice"
pass "\"Play\" closed the home screen"

# --- 2. three moves against the computer
say "Human vs Computer (Easy)"
occupied=" "
candidates=(h8 i9 g7 j10 f6 k11 e5 g9 j7 f10 k6)
next_free() { local p; for p in "${candidates[@]}"; do [[ $occupied == *" $p "* ]] || { echo "$p"; return; }; done; }
number=0 thinking_checked=
for turn in 1 2 3; do
    p=$(next_free)
    from=$(log_lines)
    play_at "$p"
    line=$(wait_log "$from" 'move [0-9]+: ' 10) || fatal "clicking $p logged no move within 10 s"
    want="move $((number + 1)): black $p"
    [[ $line == *"$want" ]] && pass "click on $p: \"$want\"" || fatal "click on $p logged \"$(msg "$line")\", expected \"$want\""
    number=$((number + 1)) occupied+="$p "
    if [ -z "$thinking_checked" ]; then
        wait_log "$from" 'The computer \(Easy\) is thinking' 10 >/dev/null &&
            pass "the computer (Easy) is thinking" ||
            fail "no \"The computer (Easy) is thinking\" line: the level was not set to Easy"
        thinking_checked=1
    fi
    line=$(wait_log "$from" "move $((number + 1)): " 60) || fatal "the computer did not reply to $p within 60 s"
    reply=${line##* }
    [[ $line == *"move $((number + 1)): white $reply" ]] && [[ $occupied != *" $reply "* ]] &&
        pass "the computer replied \"move $((number + 1)): white $reply\"" ||
        fail "bad reply line \"$(msg "$line")\""
    number=$((number + 1)) occupied+="$reply "
    sleep 0.5
    f=$(tmp_shot)
    got=$(stone_at "$f" "$p")
    [ "$got" = black ] && pass "screen: black stone on $p" || fail "screen: expected a black stone on $p, saw $got"
    got=$(stone_at "$f" "$reply")
    [ "$got" = white ] && pass "screen: white stone on $reply" || fail "screen: expected a white stone on $reply, saw $got"
done
shot game >/dev/null
# An empty point still shows wood (the stone check is not fooled by the board itself).
for p in a1 o15 c13; do [[ $occupied == *" $p "* ]] || break; done
got=$(stone_at "$f" "$p")
[ "$got" = wood ] && pass "screen: empty point $p shows wood" || fail "screen: empty point $p shows $got"

# --- 3. Human vs Human from home by the keyboard, five in a row on the top edge
say "Human vs Human"
open_home_from_panel
pass "\"Menu\" opened the home screen"
read -ra bars <<<"$plays"
[ "${#bars[@]}" = 2 ] && pass "home offers \"Continue\" and \"Play again\" with a game on the board" ||
    fail "home shows the bars '$plays'; expected \"Continue\" and \"Play again\""
shot home-again >/dev/null
# 2 opens "Play a friend, here or online", Enter plays it.
key 2
find_home_settled || fatal "home closed after the key 2"
IFS='|' read -ra rows <<<"$chip_rows"
[ "${#rows[@]}" -ge 5 ] && pass "the key 2 opened the friend's page: ${#rows[@]} rows of choices (board, rule, opening, clock)" ||
    fail "after the key 2 home shows chip rows '$chip_rows'"
shot home-friend >/dev/null
from=$(log_lines)
key Return
home_gone || fatal "Enter did not start the game from the friend's page"
pass "Enter started the game"
# This game is played by the keys alone (issue 39): points typed by name and Enter, and
# black's last stone by the board's cursor (arrows from white's g13, then Space).
type_point() {
    local keys=() i
    for ((i = 0; i < ${#1}; i++)); do keys+=("${1:i:1}"); done
    for k in "${keys[@]}" Return; do key "$k"; done
}
number=0
black=(d15 e15 f15 g15 h15) white=(d13 e13 f13 g13)
for i in 0 1 2 3 4; do
    for colour in black white; do
        [ "$colour" = white ] && [ "$i" = 4 ] && break
        if [ "$colour" = black ]; then p=${black[$i]}; else p=${white[$i]}; fi
        from=$(log_lines)
        if [ "$p" = h15 ]; then
            for k in Right Up Up space; do key "$k"; done
        else
            type_point "$p"
        fi
        want="move $((number + 1)): $colour $p"
        line=$(wait_log "$from" 'move [0-9]+: ' 10) || fatal "typing $p logged no move within 10 s"
        [[ $line == *"$want" ]] || fatal "typing $p logged \"$(msg "$line")\", expected \"$want\""
        number=$((number + 1))
        if [ "$number" = 2 ]; then
            # A stone typed onto a stone is refused and no move is logged; so is no point.
            from=$(log_lines)
            type_point d15
            refused=$(wait_log "$from" 'Cannot play|move [0-9]+: ' 5)
            [[ $refused == *"Cannot play d15"* ]] && pass "d15 typed onto a stone is refused: \"$(msg "$refused")\"" ||
                fail "d15 typed onto a stone gave \"$(msg "$refused")\", expected \"Cannot play d15\""
            from=$(log_lines)
            type_point q3
            refused=$(wait_log "$from" 'is no point|move [0-9]+: ' 5)
            [[ $refused == *"is no point of this board"* ]] && pass "a point off the board is refused: \"$(msg "$refused")\"" ||
                fail "q3 typed gave \"$(msg "$refused")\", expected \"is no point of this board\""
        fi
    done
done
pass "9 moves by keys alone (typed points, Enter; the cursor, Space), alternating black and white"
line=$(wait_log "$from" 'wins!|wins|Draw' 10) || fatal "no result line after black's five d15-h15"
[[ $line == *"Black wins!" ]] && pass "result: \"Black wins!\"" || fail "result line \"$(msg "$line")\", expected \"Black wins!\""
sleep 1
f=$(shot result)
# The result box stands clear of the five: every stone of it shows.
seen=""
for p in d15 e15 f15 g15 h15; do seen="$seen $(stone_at "$f" $p)"; done
[ "$seen" = " black black black black black" ] && pass "screen: the whole five d15-h15 on the top edge shows beside the result box" ||
    fail "screen: expected black stones on d15 e15 f15 g15 h15, saw$seen"

# --- 4. renju: black's double three is refused with the reason
say "Renju"
open_home_from_panel
press '"Play a friend, here or online"' "$(nth "$cards" 2)"
find_home_settled || fatal "home closed after \"Play a friend, here or online\""
# Rows of chips: "Back", the boards, the rules (Freestyle Standard Renju).
press '"Renju"' "$(chip 3 3)"
find_home_settled || fatal "home closed after choosing renju"
shot home-renju >/dev/null
play_from_home || fatal "home still showed after pressing \"Play\" twice"
# f8 g8 and h10 h9 make two open threes through h8: a double three, forbidden for black.
number=0
for p in f8 a1 g8 a3 h10 a5 h9 a7; do
    from=$(log_lines)
    play_at "$p"
    line=$(wait_log "$from" 'move [0-9]+: ' 10) || fatal "clicking $p under renju logged no move within 10 s"
    number=$((number + 1))
done
from=$(log_lines)
play_at h8
refused=$(wait_log "$from" 'forbidden|move [0-9]+: ' 5)
[[ $refused == *"h8 is forbidden for black (double three)"* ]] &&
    pass "renju: black's double three on h8 is refused: \"$(msg "$refused")\"" ||
    fail "renju: a click on h8 gave \"$(msg "$refused")\", expected \"h8 is forbidden for black (double three)\""
sleep 1
f=$(shot renju)
got=$(stone_at "$f" h8)
[ "$got" != black ] && pass "screen: no black stone on the forbidden h8 ($got)" || fail "screen: a black stone on the forbidden h8"

# --- 5. the board editor: a position set up by hand, refused, mended, played from
say "Board editor"
open_home_from_panel
press '"Set up a position"' "$(chip 1 1)"
home_gone || fatal "\"Set up a position\" did not close the home screen"
from=$(log_lines)
# Black stones first (the editor's first tool), then W for white ones.
for p in h8 j10; do play_at "$p"; done
key w
for p in g7 h9 k3; do play_at "$p"; done
line=$(wait_log "$from" 'White stone on k3' 5) &&
    pass "editor: clicks put stones down: \"$(msg "$line")\"" ||
    fail "editor: no \"White stone on k3\" after clicking k3 with the white stones"
# Two black and three white fit neither side: Enter is refused with the reason.
from=$(log_lines)
key Return
line=$(wait_log "$from" 'No game can start|Playing from' 5)
[[ $line == *"No game can start from this set-up"* ]] &&
    pass "editor: an unplayable set-up is refused: \"$(msg "$line")\"" ||
    fail "editor: Enter on 2 black and 3 white stones gave \"$(msg "$line")\""
sleep 1
shot editor-refused >/dev/null
key r
play_at k3
from=$(log_lines)
key Return
line=$(wait_log "$from" 'No game can start|Playing from' 5)
[[ $line == *"Playing from the set-up (4 stones)"* ]] &&
    pass "editor: the mended set-up is played from: \"$(msg "$line")\"" ||
    fail "editor: Enter on 2 and 2 stones gave \"$(msg "$line")\""
from=$(log_lines)
play_at c3
line=$(wait_log "$from" 'move [0-9]+: ' 10)
[[ $line == *"move 5: black c3" ]] && pass "editor: the game goes on from the set-up: \"$(msg "$line")\"" ||
    fail "editor: a click on c3 after the set-up gave \"$(msg "$line")\""
sleep 1
f=$(shot editor-played)
seen=""
for p in h8 j10 g7 h9 k3 c3; do seen="$seen $(stone_at "$f" $p)"; done
[ "$seen" = " black black white white wood black" ] && pass "screen: the set-up stones and the move show, k3 empty again" ||
    fail "screen: expected black black white white wood black on h8 j10 g7 h9 k3 c3, saw$seen"

# --- 6. renju's Soosõrv-8 against the computer, from home: the player begins
say "Soosõrv-8 against the computer"
open_home_from_panel
press '"Play the computer"' "$(nth "$cards" 1)"
find_home_settled || fatal "home closed after \"Play the computer\""
# Rows of chips: "Back", the levels (two rows), who opens; then the folded "Board and
# rules", the page's last card, which unfolds the boards, the rules and the openings.
press '"Easy"' "$(chip 2 3)"
find_home_settled || fatal "home closed after choosing Easy"
press '"You" (open)' "$(chip 4 1)"
find_home_settled || fatal "home closed after choosing who opens"
read -ra page_cards <<<"$cards"
press '"Board and rules"' "$(nth "$cards" "${#page_cards[@]}")"
find_home_settled || fatal "home closed after unfolding the board and rules"
press '"Renju"' "$(chip 6 3)"
find_home_settled || fatal "home closed after choosing renju"
press '"Soosõrv-8"' "$(chip 7 2)"
find_home_settled || fatal "home closed after choosing Soosõrv-8"
shot home-soosorv >/dev/null
start=$(log_lines)
play_from_home || fatal "home still showed after pressing \"Play\" twice"
# The player's steps the plain way: the next candidate point the rule accepts, keep the
# colours (K), two 5th moves (2), the computer's first offer; the computer plays its own.
candidates=(h8 h9 h10 j9 g7 j7 g9 f10 k10 f6 k6 e5 l11 j11 g11 f8 k8 e8)
tried=" " from=$start settled= offers_shot=
for _ in $(seq 30); do
    hit=$(wait_log_at "$from" 'opening, you: |move 5: ' 90) ||
        fatal "Soosõrv-8: no step for the player and no 5th move within 90 s (see $(shot soosorv-stuck))"
    from=${hit%% *} line=${hit#* }
    [[ $line == *"move 5: "* ]] && { settled=1; break; }
    case $line in
    *"swap colours, or keep"*) key k ;;
    *"how many 5th moves"*) key 2 ;;
    *"take one of the"*)
        [ -n "$offers_shot" ] || { sleep 1; shot soosorv-offers >/dev/null; offers_shot=1; }
        p=$(clean_log | tail -n +"$start" | grep -oE '5th move offered on [a-o][0-9]+' | tail -2 | head -1 | awk '{print $NF}')
        play_at "$p"
        ;;
    *)
        for p in "${candidates[@]}"; do
            [[ $tried == *" $p "* ]] && continue
            tried+="$p "
            n=$(log_lines)
            play_at "$p"
            r=$(wait_log "$n" "move [0-9]+: |offered on $p|Cannot|cannot|must|outside|symmetrical|already|centre|openings" 5)
            [[ $r == *"move "*" $p" || $r == *"offered on $p"* ]] && break
        done
        ;;
    esac
done
[ -n "$settled" ] && pass "Soosõrv-8: the opening was negotiated to its 5th move: \"$(msg "$line")\"" ||
    fail "Soosõrv-8: the opening did not reach its 5th move"
said=$(clean_log | tail -n +"$start" | grep -cE 'The computer (swaps|keeps|asks|declares|offers|takes|lays|plays)')
[ "$said" -ge 1 ] && pass "Soosõrv-8: the computer said why at each of its $said choices, e.g. \"$(msg "$(clean_log | tail -n +"$start" | grep -E 'stands better|no reason to swap' | head -1)")\"" ||
    fail "Soosõrv-8: the computer gave no reason for its choices"
sleep 1
f=$(shot soosorv)
seen=0
for p in $(clean_log | tail -n +"$start" | grep -oE 'move [1-5]: (black|white) [a-o][0-9]+' | awk '{print $4}'); do
    [[ $(stone_at "$f" "$p") == black || $(stone_at "$f" "$p") == white ]] && seen=$((seen + 1))
done
[ "$seen" -ge 5 ] && pass "screen: the five stones of the opening show" || fail "screen: $seen of the opening's five stones show"

# --- 7. a puzzle from home, played to its end with the keys and the board
say "a puzzle"
open_home_from_panel
press '"Puzzles"' "$(nth "$cards" 5)"
find_home_settled || fatal "home closed after \"Puzzles\""
shot home-puzzles >/dev/null
start=$(log_lines)
play_from_home || fatal "home still showed after pressing \"Play\" on the puzzles' page"
line=$(wait_log "$start" 'puzzle: .* to play and win' 10) &&
    pass "puzzle: the first puzzle's goal: \"$(msg "$line")\"" ||
    fatal "puzzle: no goal logged after \"Play\" on the puzzles' page"
# A move far from the fight loses the win: explained, then tried again (R).
from=$(log_lines)
for p in a15 o1 o15 a1; do
    [ "$(stone_at "$(tmp_shot)" "$p")" = wood ] && { far=$p; break; }
done
play_at "$far"
line=$(wait_log "$from" 'puzzle: (That move does not win|Right|Solved)' 20)
[[ $line == *"That move does not win"*"$far"* ]] && pass "puzzle: a wrong move is explained: \"$(msg "$line")\"" ||
    fail "puzzle: $far gave \"$(msg "$line")\""
sleep 1
shot puzzle-wrong >/dev/null
key r
# Then the win, a hint (H) at a time: each move answered until the five.
solved=
for _ in $(seq 12); do
    from=$(log_lines)
    key h
    hit=$(wait_log "$from" 'puzzle: Hint: try [a-o][0-9]+' 20) ||
        fatal "puzzle: no hint after H (see $(shot puzzle-stuck))"
    p=$(echo "$hit" | grep -oE '[a-o][0-9]+$')
    from=$(log_lines)
    play_at "$p"
    line=$(wait_log "$from" 'puzzle: (Right|Solved|That move)' 20)
    [[ $line == *"Solved"* ]] && { solved=1; break; }
    [[ $line == *"Right"* ]] || fatal "puzzle: the hinted $p gave \"$(msg "$line")\""
done
[ -n "$solved" ] && pass "puzzle: solved move by move: \"$(msg "$line")\"" || fail "puzzle: not solved in 12 hinted moves"
sleep 1.5
f=$(shot puzzle-solved)
[[ $(stone_at "$f" "$p") == black || $(stone_at "$f" "$p") == white ]] &&
    pass "screen: the five's last stone shows on $p" || fail "screen: no stone on the winning $p"
grep -q '^puzzles_solved = 1$' "$work/config/settings.txt" 2>/dev/null &&
    pass "puzzle: the solved count is kept in the settings" ||
    fail "puzzle: the settings file does not count the puzzle solved"

# --- frame times, if the game reports them
stats=$(clean_log | grep -i 'frame stats' | sed 's/.*INFO [^ ]* //')
if [ -n "$stats" ]; then
    say "frame times reported by the game:"
    echo "$stats" | tail -10 | sed 's/^/    /'
else
    say "frame times: none logged (a build with --features dev logs them)"
fi
kill -0 "$game_pid" 2>/dev/null && pass "the game is still running" || fail "the game exited during the test"
say "screenshots in $shots: $(cd "$shots" && ls -- *.png | tr '\n' ' ')"
summary
[ "$failed" = 0 ]
