"""Every command of the app, declared once.

A :class:`Command` says which screens have it, its keys (QWERTY names; letters also work in the
Russian, Ukrainian and Belarusian layouts and with Caps Lock, see :mod:`.keys`), whether seat
numbers follow it, when it is legal (asked of the engine), and its footer label and help text
in Russian and English. The footer, the help screen, the command palette, the screens' key
bindings and the key tables of docs/GUIDE.md are all made from :data:`COMMANDS`.
"""

from __future__ import annotations

from typing import Literal, TypedDict, Unpack

from textual.binding import Binding, BindingType

from ..i18n import LANGS, Catalog
from ..rules.values import frozen
from . import command_actions as acts
from .command_actions import Build
from .keys import cyrillic, variants
from .strings import UI

Lang = Literal["ru", "en"]


@frozen
class Command:
    """One command of one or more screens."""

    id: str
    screens: tuple[str, ...]
    """Screen keys (``game``, ``start``...); ``*`` is every screen."""
    keys: tuple[str, ...]
    """Textual key names by QWERTY position; the first is the one shown."""
    label: tuple[str, str]
    """Footer label (short), Russian and English."""
    help: tuple[str, str]
    """What it does, a line of the help screen and of the palette; Russian and English."""
    seats: int = 0
    """Seat numbers typed after the key (0 = none; 3 for a best move)."""
    legal: tuple[str, ...] = ()
    """Legal when any of these is: an engine action type from ``game.legal()``, or ``timed``
    (the step has a timer), ``over`` (the game has ended); empty = always."""
    footer: int = 0
    """Place in the footer (1 first); 0 = help and palette only."""
    hide_illegal: bool = False
    """Leave it out of the footer while not legal (instead of dimming it)."""
    display: str = ""
    """How the keys are written when not simply the first key's name."""
    palette: bool = True
    """Offered by the command palette (digits and the like are not commands to pick)."""
    act: Build | None = None
    """What runs, for a command that makes an engine action: its builder (game, seats) ->
    action (:mod:`.command_actions`). Every other command runs its screen's :attr:`handler`
    method, with the seats typed as arguments."""
    own_keys: bool = False
    """Read by the screen's own key handling, not by a binding: the game's key grammar (a
    digit, Enter, Esc, Backspace), a dialog's digits, a form's Tab. The record gives help,
    footer and palette their words; there is no builder and no handler method."""
    keeps_input: bool = False
    """Runs without forgetting a half-typed command (the timer keys, showing the roles)."""
    enter_ends: bool = False
    """Takes up to :attr:`seats` seats: Enter runs it with those typed (colours on record)."""

    @property
    def handler(self) -> str:
        """The screen method that runs the command when it has no builder: the one route
        from a key, the palette and the footer alike (:meth:`.screens.base.Keyed.carry_out`)."""
        return handler_name(self.id)

    def text(self, lang: str) -> str:
        """The footer label in ``lang``."""
        return LABELS.text(self.id, lang)

    def describe(self, lang: str) -> str:
        """The help text in ``lang``."""
        return HELPS.text(self.id, lang)

    def key_names(self) -> list[str]:
        """Every Textual key name that runs it (all layouts and cases)."""
        names: list[str] = []
        for key in self.keys:
            names += [n for n in variants(key) if n not in names]
        return names

    def binding(self) -> Binding:
        """The Textual binding of this command (keys only: the footer is ours)."""
        return Binding(
            ",".join(self.key_names()),
            f"run('{self.id}')",
            show=False,
            id=self.id,
            priority=self.id in PRIORITY,
        )

    def keys_text(self, short: bool = False, layout: str = "") -> str:
        """ "F / А", "Enter, N / Т", "F2, Ctrl+S" (``short``: the first key only, its letter
        as the ``layout`` writes it: "А" on a Russian keyboard, "F" on a Latin one)."""
        if self.display and not (short and "," in self.display):
            return self.display
        if short:
            key = self.keys[0]
            letter = cyrillic(key) if layout == "ru" and len(key) == 1 else ""
            return letter.upper() if letter else key_label(key, with_cyrillic=False)
        return ", ".join(key_label(k) for k in self.keys)


def handler_name(command: str) -> str:
    """The screen method that carries out ``command`` (Textual's own naming of actions)."""
    return f"action_{command}"


PRIORITY = {
    "start_game",
    "deal",
    "end_save",
    "end_goto",
    "end_pdf",
    "end_mafiaratings",
    "end_drop",
    "end_consent",
    "end_sign",
    "end_void",
    "reveal",
    "settings_save",
}
"""Commands that must win over a text field's own use of the key (Ctrl+E, Ctrl+D...)."""

NAMES = {
    "enter": "Enter",
    "space": "Space",
    "escape": "Esc",
    "backspace": "Backspace",
    "minus": "-",
    "plus": "+",
    "equals_sign": "=",
    "underscore": "_",
    "question_mark": "?",
    "tab": "Tab",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "delete": "Del",
}


def key_label(key: str, with_cyrillic: bool = True) -> str:
    """A key as people write it: "F / А", "Ctrl+Z", "F6", "Enter"."""
    if key in NAMES:
        return NAMES[key]
    if "+" in key:
        mods, _, last = key.rpartition("+")
        return "+".join(m.capitalize() for m in mods.split("+")) + "+" + key_label(last, False)
    if len(key) == 1 and key.isalpha():
        other = cyrillic(key)
        return f"{key.upper()} / {other.upper()}" if other and with_cyrillic else key.upper()
    return key.upper() if key.startswith("f") and key[1:].isdigit() else key


class _Optional(TypedDict, total=False):
    """The fields of :class:`Command` that have a default (what ``_c`` passes through)."""

    seats: int
    legal: tuple[str, ...]
    footer: int
    hide_illegal: bool
    display: str
    palette: bool
    act: Build
    own_keys: bool
    keeps_input: bool
    enter_ends: bool


def _c(
    name: str,
    screens: str,
    keys: str,
    label: tuple[str, str],
    text: tuple[str, str],
    **kw: Unpack[_Optional],
) -> Command:
    return Command(name, tuple(screens.split()), tuple(keys.split()), label, text, **kw)


COMMANDS: tuple[Command, ...] = (
    # --- everywhere ---
    _c(
        "help",
        "*",
        "f1 question_mark ctrl+g",
        ("Справка", "Help"),
        (
            "справка по клавишам этого экрана (в полях ввода «?» — это текст: F1 или Ctrl+G)",
            "the keys of this screen (in a text field ? is text: F1 or Ctrl+G)",
        ),
        footer=90,
        display="F1, ?, Ctrl+G",
    ),
    _c(
        "palette",
        "*",
        "ctrl+p",
        ("Команды", "Commands"),
        (
            "все команды экрана с поиском по-русски и по-английски",
            "every command of the screen, searched in Russian or English",
        ),
        footer=91,
        palette=False,
    ),
    _c(
        "quit",
        "*",
        "ctrl+q",
        ("Выход", "Quit"),
        (
            "выйти из программы (несохранённое не теряется без вопроса)",
            "quit the app (nothing unsaved is lost without asking)",
        ),
    ),
    # --- the game screen ---
    _c(
        "digits",
        "game",
        "0",
        ("Место", "Seat"),
        (
            "место (0 = 10): в речи — выставить; при голосовании — число голосов; ночью — выстрел, "
            "проверка",
            "a seat (0 = 10): in a speech nominate; in a vote the count; at night the "
            "shot, the check",
        ),
        display="0–9",
        palette=False,
        own_keys=True,
    ),
    _c(
        "next",
        "game",
        "enter n",
        ("Далее", "Next"),
        (
            "далее: конец речи, следующий шаг; при голосовании — принять число",
            "next: end of the speech, the next step; in a vote accept the count",
        ),
        legal=("next", "vote", "lift_vote"),
        footer=1,
        own_keys=True,
    ),
    _c(
        "timer",
        "game",
        "space",
        ("Таймер", "Timer"),
        ("таймер: старт / пауза", "timer: start / pause"),
        legal=("timed",),
        footer=2,
        hide_illegal=True,
        keeps_input=True,
    ),
    _c(
        "foul",
        "game",
        "f",
        ("Фол", "Foul"),
        ("фол игроку (затем номер места)", "a foul (then the seat)"),
        seats=1,
        legal=("foul",),
        footer=3,
        act=acts.foul,
    ),
    _c(
        "tech_foul",
        "game",
        "g",
        ("Тех. фол", "Tech foul"),
        (
            "технический фол (затем номер места), где правила их знают: второй — удаление",
            "a technical foul (then the seat), where the rules have them: the second removes",
        ),
        seats=1,
        legal=("tech_foul",),
        hide_illegal=True,
        act=acts.tech_foul,
    ),
    _c(
        "on_record",
        "game",
        "o",
        ("Под протокол", "On record"),
        (
            "цвета под протокол от говорящего: места чёрных цифрами, красных — Shift+цифра, "
            "Enter — записать (где правила их записывают)",
            "the speaker's colours on record: black seats as digits, red as Shift+digit, "
            "Enter records them (where the rules record them)",
        ),
        seats=9,
        enter_ends=True,
        legal=("on_record",),
        hide_illegal=True,
        act=acts.on_record,
    ),
    _c(
        "shift_foul",
        "game",
        "exclamation_mark",
        ("Фол сразу", "Foul at once"),
        (
            'Shift + цифра — фол этому месту одним нажатием (!@#$%^&*() или !"№;%:?*())',
            'Shift + a digit: a foul to that seat in one press (!@#$%^&*() or !"№;%:?*())',
        ),
        legal=("foul",),
        display="Shift+0–9",
        palette=False,
        own_keys=True,
    ),
    _c(
        "nominate",
        "game",
        "v",
        ("Выставить", "Nominate"),
        (
            "выставить кандидатуру (в речи можно просто цифрой)",
            "nominate (in a speech a digit alone does it)",
        ),
        seats=1,
        legal=("nominate",),
        footer=5,
        hide_illegal=True,
        act=acts.nominate,
    ),
    _c(
        "miss",
        "game",
        "minus",
        ("Промах/нет", "Miss/none"),
        ("промах / Дон или Шериф не проверяет", "a miss / the Don or Sheriff checks nobody"),
        legal=("shot", "don_check", "sheriff_check"),
        footer=5,
        hide_illegal=True,
        act=acts.miss,
    ),
    _c(
        "best_move",
        "game",
        "b",
        ("Лучший ход", "Best move"),
        ("лучший ход (три номера)", "the best move (three seats)"),
        seats=3,
        legal=("best_move",),
        footer=6,
        hide_illegal=True,
        act=acts.best_move,
    ),
    _c(
        "voters",
        "game",
        "h",
        ("По местам", "By seats"),
        (
            "голосование по местам: номера голосовавших (0 = 10), Enter — записать, число голосов"
            " — их количество (H и Enter — ни одного); у последнего кандидата Enter — остальные",
            "the vote by the voters' seats: their seats (0 = 10), Enter records them, the count "
            "is how many (H and Enter: nobody); at the last candidate Enter gives the rest",
        ),
        seats=10,
        enter_ends=True,
        legal=("vote", "lift_vote"),
        footer=6,
        hide_illegal=True,
        act=acts.voters,
    ),
    _c(
        "shots",
        "game",
        "p",
        ("Выстрелы порознь", "Shots one by one"),
        (
            "выстрел каждого чёрного отдельно (когда стреляли по-разному)",
            "each black's shot (when they shot differently)",
        ),
        legal=("shot",),
    ),
    _c(
        "disqualify",
        "game",
        "d",
        ("Дисквал.", "Disqualify"),
        (
            "дисквалификация (6.7): номер игрока, затем цифра пункта (0 = 6.7.10); "
            "решающая исход игры ждёт Enter",
            "disqualification (6.7): the seat, then the sub-rule's digit (0 = 6.7.10); "
            "one that decides the game waits for Enter",
        ),
        seats=1,
        legal=("disqualify",),
    ),
    _c(
        "team_defeat",
        "game",
        "x",
        ("Пораж. команде", "Team defeat"),
        (
            "поражение команде (6.8): номер игрока, цифра пункта, затем Enter — игра окончена",
            "team defeat (6.8): the seat, the sub-rule's digit, then Enter: the game ends",
        ),
        seats=1,
        legal=("team_defeat",),
    ),
    _c(
        "withdraw",
        "game",
        "w",
        ("Снять фол", "Withdraw foul"),
        ("снять последний фол игрока (ошибка судьи)", "withdraw the player's last foul"),
        seats=1,
        legal=("withdraw_foul",),
        act=acts.withdraw,
    ),
    _c(
        "undo",
        "game",
        "u ctrl+z",
        ("Отмена", "Undo"),
        (
            "отменить последнее действие (таймер вернётся, как был)",
            "undo the last action (the timer goes back to what it was)",
        ),
        legal=("undo",),
        footer=4,
    ),
    _c(
        "add_time",
        "game",
        "plus equals_sign",
        ("+10 с", "+10 s"),
        ("таймер: +10 секунд", "timer: +10 seconds"),
        legal=("timed",),
        keeps_input=True,
    ),
    _c(
        "cut_time",
        "game",
        "underscore",
        ("−10 с", "−10 s"),
        ("таймер: −10 секунд (Shift + минус)", "timer: −10 seconds (Shift + minus)"),
        legal=("timed",),
        keeps_input=True,
    ),
    _c(
        "restart_timer",
        "game",
        "r",
        ("Таймер заново", "Restart timer"),
        ("таймер заново (пауза)", "restart the timer (paused)"),
        legal=("timed",),
        keeps_input=True,
    ),
    _c(
        "roles",
        "game",
        "t",
        ("Роли", "Roles"),
        ("показать / скрыть роли", "show / hide roles"),
        keeps_input=True,
    ),
    _c(
        "after_game",
        "game",
        "e",
        ("Итоги", "Results"),
        ("итоги, доп. баллы, протокол", "results, extra points, protocol"),
        legal=("over",),
        footer=7,
        hide_illegal=True,
    ),
    _c(
        "rename",
        "game",
        "f6 y",
        ("Исправить ник", "Fix a nickname"),
        ("исправить ник (опечатка): номер игрока", "fix a nickname (a typo): the seat"),
        seats=1,
    ),
    _c(
        "leave",
        "game",
        "q",
        ("В меню", "Menu"),
        ("в меню (игра сохранена)", "back to the menu (the game is saved)"),
        footer=8,
    ),
    _c(
        "cancel",
        "game",
        "escape",
        ("Отмена ввода", "Cancel input"),
        (
            "отменить набранное (команду, номер, число)",
            "cancel what is typed (command, seat, count)",
        ),
        palette=False,
        own_keys=True,
    ),
    _c(
        "erase",
        "game",
        "backspace",
        ("Стереть", "Erase"),
        ("стереть последнюю цифру", "erase the last digit"),
        palette=False,
        own_keys=True,
    ),
    # --- the start screen ---
    _c(
        "continue",
        "start",
        "c",
        ("Продолжить", "Continue"),
        ("продолжить неоконченную игру", "continue the unfinished game"),
        footer=1,
        legal=("unfinished",),
        hide_illegal=True,
    ),
    _c("new", "start", "n", ("Новая игра", "New game"), ("новая игра", "a new game"), footer=2),
    _c("list", "start", "l", ("Список игр", "Games"), ("список игр", "the games list"), footer=3),
    _c(
        "standings",
        "start",
        "t",
        ("Таблица", "Table"),
        ("турнирная таблица", "the tournament table"),
        footer=4,
    ),
    _c("settings", "start", "s", ("Настройки", "Settings"), ("настройки", "settings"), footer=5),
    _c(
        "players",
        "start",
        "p",
        ("Игроки", "Players"),
        (
            "игроки: реестр клуба и все ники игр; P — статистика игрока",
            "the players: the roster and every nickname of the games; P: a player's statistics",
        ),
        footer=8,
    ),
    _c(
        "seating",
        "start",
        "r",
        ("Рассадка", "Seating"),
        (
            "рассадка турнира: составить, сохранить в турнир, напечатать",
            "the tournament's seating: make it, store it, print it",
        ),
        footer=7,
    ),
    _c(
        "acknowledge",
        "start",
        "a",
        ("Прочитано", "Read"),
        (
            "отложенные файлы прочитаны: скрыть заметку",
            "the notes about files set aside are read: hide them",
        ),
        legal=("notes",),
        footer=6,
        hide_illegal=True,
    ),
    # --- the seating ---
    _c(
        "seating_make",
        "seating",
        "f2 ctrl+s",
        ("Составить", "Make"),
        ("составить рассадку по этим числам", "make the seating of these figures"),
        footer=1,
    ),
    _c(
        "seating_stop",
        "seating",
        "f5 ctrl+o",
        ("Стоп", "Stop"),
        (
            "остановить составление рассадки и взять лучшую найденную",
            "stop making the seating and keep the best found",
        ),
        footer=4,
    ),
    _c(
        "seating_store",
        "seating",
        "f3 ctrl+r",
        ("В турнир", "Store"),
        (
            "сохранить рассадку в файл турнира (по ней форма новой игры заполняется: F4); "
            "другую, уже сохранённую, заменяет только второе F3",
            "store the seating in the tournament file (the new-game form fills from it: F4); "
            "another seating stored there is replaced only on a second F3",
        ),
        footer=2,
    ),
    _c(
        "seating_pdf",
        "seating",
        "f4 ctrl+e",
        ("PDF", "PDF"),
        (
            "PDF рассадки: лист на тур и «где я сижу» для игроков",
            "the seating's PDF: a page a round and 'where I sit' for the players",
        ),
        footer=3,
    ),
    # --- the new-game form ---
    _c(
        "start_game",
        "new",
        "f2 ctrl+s",
        ("Начать", "Start"),
        ("начать игру с введёнными ролями", "start the game with the roles typed"),
        footer=1,
    ),
    _c(
        "deal",
        "new",
        "f3 ctrl+r",
        ("Раздать", "Deal"),
        ("раздать роли случайно", "deal the roles at random"),
        footer=2,
    ),
    _c(
        "from_seating",
        "new",
        "f4 ctrl+t",
        ("Рассадка", "Seating"),
        (
            "заполнить форму по рассадке турнира: тур и стол",
            "fill the form from the tournament's seating: round and table",
        ),
        footer=3,
    ),
    _c(
        "add_to_roster",
        "new",
        "f5 ctrl+o",
        ("В список", "To roster"),
        (
            "добавить в список игроков ник, которого там нет (строка под формой)",
            "put the nickname the roster does not know on it (the line under the form)",
        ),
    ),  # not in the footer (Esc would not fit at 80 columns): the line under the form names it
    _c(
        "next_field",
        "new end seating",
        "tab",
        ("Поле", "Field"),
        ("следующее поле (Shift+Tab — предыдущее)", "the next field (Shift+Tab: the previous)"),
        footer=8,
        palette=False,
        own_keys=True,
    ),
    _c(
        "back",
        "new settings list standings conflict end seating scored stats roster",
        "escape",
        ("Назад", "Back"),
        ("назад (из заполненной формы — с вопросом)", "back (from a filled form: asks first)"),
        footer=9,
    ),
    # --- the random deal ---
    _c(
        "deal_start",
        "deal",
        "enter",
        ("Начать игру", "Start the game"),
        ("начать игру с этой раздачей", "start the game with this deal"),
        footer=1,
    ),
    _c(
        "deal_reveal",
        "deal",
        "space",
        ("По одному", "One by one"),
        (
            "показывать роли по одному месту (показать / скрыть и дальше)",
            "show the roles one seat at a time (show / hide and go on)",
        ),
        footer=2,
    ),
    _c("deal_again", "deal", "r", ("Заново", "Again"), ("раздать заново", "deal again"), footer=3),
    _c(
        "deal_cancel",
        "deal",
        "escape",
        ("Назад", "Back"),
        ("назад к форме", "back to the form"),
        footer=9,
    ),
    # --- the end-of-game screen ---
    _c(
        "end_save",
        "end",
        "f2 ctrl+s",
        ("Сохранить", "Save"),
        ("сохранить итоги", "save the results"),
        footer=1,
    ),
    _c(
        "end_goto",
        "end",
        "f3 ctrl+n",
        ("Записи", "Entries"),
        (
            "к списку записей из любого поля; оттуда цифрой к строке: 1 доп. баллы, 2 штраф, "
            "3 протест, 4 пояснения",
            "to the list of entries from any field; from there a digit goes to a row: 1 extra "
            "points, 2 penalty, 3 protest, 4 explanations",
        ),
        footer=3,
    ),
    _c(
        "end_pdf",
        "end",
        "f4 ctrl+e",
        ("PDF", "PDF"),
        ("PDF протокол (сохраняет итоги)", "the PDF protocol (saves the results)"),
        footer=2,
    ),
    _c(
        "end_mafiaratings",
        "end",
        "f7 ctrl+b",
        ("mafiaratings", "mafiaratings"),
        (
            "файл игры для mafiaratings (сохраняет итоги; что не вошло — в строке сообщений)",
            "the game's mafiaratings file (saves the results; what is left out is said)",
        ),
        footer=8,
    ),
    _c(
        "end_drop",
        "end",
        "f8 ctrl+d",
        ("Удалить", "Remove"),
        (
            "удалить запись, выбранную в списке записей (доп. баллы, штраф, протест)",
            "remove the entry picked in the list of entries (extra, penalty, protest)",
        ),
        footer=4,
    ),
    _c(
        "end_consent",
        "end",
        "f6 ctrl+o",
        ("Согласие", "Consent"),
        (
            "согласие главного судьи на 0,6–0,7 игроку-победителю (8.4.3): имя и время",
            "the head judge's consent to a winner's 0.6-0.7 (8.4.3): name and time",
        ),
        footer=5,
    ),
    _c(
        "end_sign",
        "end",
        "f9 ctrl+t",
        ("Проверено", "Checked"),
        (
            "главный судья проверил запись игры: имя и время (снимается, если запись изменится)",
            "the head judge checked the game's record: name and time (undone once it changes)",
        ),
        footer=6,
    ),
    _c(
        "end_void",
        "end",
        "f10 ctrl+k",
        ("Аннулировать", "Void"),
        (
            "главный судья аннулирует игру (причина и имя) или возвращает её в зачёт: "
            "аннулированная остаётся в списке игр и не учитывается нигде",
            "the head judge voids the game (reason and name) or counts it again: a voided "
            "game stays in the games list and counts nowhere",
        ),
        footer=9,
    ),
    _c(
        "reveal",
        "end",
        "f5 ctrl+r",
        ("Игрокам", "To players"),
        (
            "показать / скрыть итог и роли на экране игроков",
            "show / hide the result and roles on the players' display",
        ),
        footer=7,
    ),
    # --- the games list ---
    _c("open", "list", "enter", ("Открыть", "Open"), ("открыть игру", "open the game"), footer=1),
    _c(
        "archive",
        "list",
        "a",
        ("Архив", "Archive"),
        ("в архив / из архива", "archive / unarchive"),
        footer=3,
    ),
    _c(
        "pdf",
        "list",
        "p",
        ("PDF", "PDF"),
        ("сохранить протокол игры в PDF", "save the game's protocol as PDF"),
        footer=3,
    ),
    _c(
        "mafiaratings",
        "list",
        "m",
        ("mafiaratings", "mafiaratings"),
        (
            "файл оконченной игры для mafiaratings (в папку данных, mafiaratings/)",
            "the finished game's mafiaratings file (into the data dir, mafiaratings/)",
        ),
        footer=7,
    ),
    _c(
        "toggle_archived",
        "list",
        "h",
        ("Показать архив", "Show archived"),
        ("показать / скрыть архивные игры", "show / hide archived games"),
        footer=8,
    ),
    _c(
        "import",
        "list",
        "i",
        ("Импорт", "Import"),
        ("импорт файлов игр другого судьи", "import game files from another judge"),
        footer=10,
    ),
    _c(
        "queue_publish",
        "list",
        "u",
        ("В очередь", "Queue"),
        (
            "в очередь на mafiaratings (оконченную игру; отправят O или mafia-tui publish); "
            "аннулированную, которая уже там, — удалить с сайта (спросит); задержанную при "
            "отправке (на сайте её изменил кто-то другой) — спросит, отправлять ли",
            "queue the finished game for mafiaratings (O or mafia-tui publish sends it); a "
            "voided one already there: delete it on the site (asks first); one the sending "
            "held back (someone else changed it on the site): asks whether to send it",
        ),
        legal=("finished",),
        footer=2,
    ),
    _c(
        "queue_tournament",
        "list",
        "t",
        ("Весь турнир", "Queue tournament"),
        (
            "в очередь на mafiaratings все оконченные игры турнира этой игры",
            "queue every finished game of this game's tournament for mafiaratings",
        ),
        legal=("tournament",),
        footer=2,
    ),
    _c(
        "send_publish",
        "list",
        "o",
        ("Отправить", "Send"),
        (
            "отправить очередь на mafiaratings (в фоне; без связи игры ждут в очереди)",
            "send the queue to mafiaratings (in the background; offline, games wait queued)",
        ),
        footer=2,
    ),
    # --- the tournament table ---
    _c(
        "trace",
        "standings scored",
        "enter",
        ("Игры игрока", "Player's games"),
        ("игры игрока: откуда каждая цифра", "the player's games: where every figure comes from"),
        footer=1,
    ),
    _c(
        "sort",
        "standings",
        "s",
        ("Сортировка", "Sort"),
        ("сортировать по следующему столбцу", "sort by the next column"),
        footer=2,
    ),
    _c(
        "reverse",
        "standings",
        "r",
        ("Наоборот", "Reverse"),
        ("обратный порядок", "reverse the order"),
        footer=3,
    ),
    _c(
        "table_pdf",
        "standings",
        "f4 ctrl+e",
        ("PDF", "PDF"),
        ("турнирная таблица в PDF", "the tournament table as PDF"),
        footer=4,
    ),
    _c("csv", "standings", "c", ("CSV", "CSV"), ("таблица в CSV", "the table as CSV"), footer=5),
    _c(
        "player_stats",
        "standings scored roster",
        "p",
        ("Статистика", "Stats"),
        (
            "статистика игрока по всем турнирам: роли, победы, лучшие ходы, фолы, проверки",
            "the player's statistics across tournaments: roles, wins, best moves, fouls, checks",
        ),
        footer=8,
    ),
    _c(
        "scoring_choose",
        "standings scored",
        "o",
        ("Схема", "Scoring"),
        (
            "таблица по другой схеме подсчёта (раздел 8, схемы mafiaratings); F3 в списке — "
            "записать её турниру",
            "the table under another scoring system (section 8, the mafiaratings "
            "definitions); F3 in the list makes it the tournament's",
        ),
        footer=9,
    ),
    _c(
        "rename_player",
        "standings",
        "n",
        ("Переименовать", "Rename"),
        (
            "исправить ник игрока во всех играх турнира (старый остаётся в списке игроков)",
            "fix a player's nickname in every game of the tournament (the old one stays on "
            "the roster)",
        ),
    ),
    _c(
        "earlier",
        "standings",
        "minus",
        ("Раньше", "Earlier"),
        (
            "таблица на игру раньше: как она была до неё (печать тоже)",
            "the table one game earlier: as it stood before that game (printing too)",
        ),
        footer=6,
        display="−",
    ),
    _c(
        "later",
        "standings",
        "plus equals_sign",
        ("Позже", "Later"),
        (
            "таблица на игру позже; после последней — вся таблица",
            "the table one game later; after the last, the whole table",
        ),
        footer=7,
        display="+",
    ),
    _c(
        "columns_right",
        "standings trace scored list",
        "right",
        ("Столбцы →", "Columns →"),
        (
            "столбцы правее, если таблица шире экрана",
            "the columns to the right, when the table is wider than the screen",
        ),
    ),
    _c(
        "columns_left",
        "standings trace scored list",
        "left",
        ("← Столбцы", "← Columns"),
        ("столбцы левее", "the columns to the left"),
    ),
    # --- settings ---
    _c(
        "settings_save",
        "settings",
        "ctrl+s",
        ("Сохранить", "Save"),
        ("сохранить настройки", "save the settings"),
        footer=1,
    ),
    # --- two versions of a game ---
    _c(
        "keep_current",
        "conflict",
        "1",
        ("Версия 1", "Version 1"),
        (
            "оставить версию 1 (другая — в карантин)",
            "keep version 1 (the other goes to quarantine)",
        ),
        footer=1,
    ),
    _c(
        "keep_copy",
        "conflict",
        "2",
        ("Версия 2", "Version 2"),
        (
            "оставить версию 2 (другая — в карантин)",
            "keep version 2 (the other goes to quarantine)",
        ),
        footer=2,
    ),
    # --- leaving a game that is not saved ---
    _c(
        "retry",
        "unsaved",
        "r",
        ("Ещё раз", "Retry"),
        ("попробовать сохранить снова", "try to save again"),
        footer=1,
    ),
    _c(
        "copy",
        "unsaved",
        "c",
        ("Копия", "Copy"),
        ("сохранить копию в другую папку", "save a copy to another folder"),
        footer=2,
    ),
    _c(
        "lose",
        "unsaved",
        "l",
        ("Выйти", "Leave"),
        ("выйти, потеряв несохранённые изменения", "leave and lose the unsaved changes"),
        footer=3,
    ),
    _c(
        "stay",
        "unsaved",
        "escape",
        ("Остаться", "Stay"),
        ("остаться в игре", "stay in the game"),
        footer=4,
    ),
    # --- dialogs ---
    _c("close", "help trace", "escape", ("Закрыть", "Close"), ("закрыть", "close"), footer=1),
    _c(
        "pick_digit",
        "pick",
        "1",
        ("Пункт", "Sub-rule"),
        (
            "цифра пункта: 1–9, 0 = десятый (или ↑↓ и Enter)",
            "the sub-rule's digit: 1-9, 0 = the tenth (or ↑↓ and Enter)",
        ),
        footer=1,
        display="0–9",
        palette=False,
        own_keys=True,
    ),
    _c(
        "decide_digit",
        "decide",
        "1",
        ("Решение", "Decision"),
        (
            "1 — принят, 2 — отклонён, 3–5 — новый итог: красные, чёрные, ничья (или ↑↓)",
            "1 accepted, 2 rejected, 3-5 a new result: red, black, draw (or ↑↓)",
        ),
        footer=1,
        display="1–5",
        palette=False,
        own_keys=True,
    ),
    _c(
        "scoring_store",
        "scorings",
        "f3 ctrl+r",
        ("Турниру", "For the tournament"),
        (
            "выбрать и записать в файл турнира: его таблица считается по этой схеме везде",
            "choose it and write it into the tournament's file: its table counts by it everywhere",
        ),
        footer=2,
    ),
    _c(
        "cancel_dialog",
        "pick shots text tournaments decide scorings slot",
        "escape",
        ("Отмена", "Cancel"),
        ("отмена", "cancel"),
        footer=9,
    ),
    _c(
        "discard_leave",
        "discard",
        "l",
        ("Выйти", "Leave"),
        ("выйти из формы, потеряв введённое", "leave the form and lose what is typed"),
        footer=1,
    ),
    _c(
        "discard_stay",
        "discard",
        "escape enter",
        ("Остаться", "Stay"),
        ("остаться в форме", "stay in the form"),
        footer=2,
    ),
    _c(
        "slot_open",
        "slot",
        "1",
        ("Открыть", "Open"),
        (
            "открыть уже сыгранную игру этого места рассадки",
            "open the game already played in this seating slot",
        ),
        footer=1,
    ),
    _c(
        "slot_void",
        "slot",
        "2",
        ("Заново, аннулировать", "Again, void it"),
        (
            "сыграть заново; прежнюю игру аннулировать (причина и имя главного судьи)",
            "play it again; void the earlier game (the head judge's reason and name)",
        ),
        footer=2,
    ),
    _c(
        "slot_keep",
        "slot",
        "3",
        ("Заново, обе", "Again, keep both"),
        (
            "сыграть заново и оставить обе игры (таблица назовёт повтор, пока одну не аннулируют)",
            "play it again and keep both games (the table names the repeat until one is voided)",
        ),
        footer=3,
    ),
    _c(
        "confirm_yes",
        "confirm",
        "enter",
        ("Подтвердить", "Confirm"),
        (
            "подтвердить: решение записывается, исход игры решён",
            "confirm: the ruling is recorded and decides the game",
        ),
        footer=1,
    ),
    _c(
        "confirm_no",
        "confirm",
        "escape",
        ("Отмена", "Cancel"),
        (
            "отмена: игра остаётся как была, ничего не записано",
            "cancel: the game stays as it was, nothing is recorded",
        ),
        footer=2,
    ),
    _c(
        "accept",
        "shots text tournaments decide scorings",
        "enter",
        ("Принять", "Accept"),
        ("принять", "accept"),
        footer=1,
        palette=False,
    ),
)
"""The whole registry, in the order help and the footer list them."""

SCREENS = Catalog(
    "ui.screen",
    {
        "game": ("Игра", "The game"),
        "start": ("Начало", "Start"),
        "new": ("Новая игра", "New game"),
        "deal": ("Раздача", "The deal"),
        "end": ("Итоги", "Results"),
        "list": ("Список игр", "Games"),
        "standings": ("Турнирная таблица", "Tournament table"),
        "settings": ("Настройки", "Settings"),
        "seating": ("Рассадка", "Seating"),
        "conflict": ("Две версии игры", "Two versions of a game"),
        "unsaved": ("Игра не сохранена", "The game is not saved"),
        "help": ("Справка", "Help"),
        "trace": ("Игры игрока", "A player's games"),
        "pick": ("Пункт правил", "Sub-rule"),
        "shots": ("Выстрелы", "Shots"),
        "text": ("Ввод", "Input"),
        "tournaments": ("Турниры", "Tournaments"),
        "scored": ("Таблица по схеме", "Table under a scoring"),
        "scorings": ("Схемы подсчёта", "Scoring systems"),
        "stats": ("Статистика игрока", "A player's statistics"),
        "roster": ("Игроки", "Players"),
        "decide": ("Решение по протесту", "Decision on a protest"),
        "discard": ("Выйти из формы?", "Leave the form?"),
        "confirm": ("Окончить игру?", "End the game?"),
        "slot": ("Место рассадки уже сыграно", "The seating slot is already played"),
    },
)
"""Each screen key's name (help titles, the guide's key tables)."""
SCREEN_TITLES = SCREENS.entries

BY_ID: dict[str, Command] = {c.id: c for c in COMMANDS}

LABELS = Catalog("ui.command_label", {c.id: c.label for c in COMMANDS})
HELPS = Catalog("ui.command_help", {c.id: c.help for c in COMMANDS})
"""The registry's texts as catalogues (the registry stays their one source: it also writes
the guide's key tables)."""


def for_screen(screen: str, include_global: bool = True) -> list[Command]:
    """The commands of ``screen`` (and the global ones), in registry order."""
    return [c for c in COMMANDS if screen in c.screens or (include_global and "*" in c.screens)]


def bindings(screen: str) -> list[BindingType]:
    """Textual bindings for a screen's commands (the game screen reads keys itself)."""
    return [c.binding() for c in for_screen(screen, include_global=False) if not c.own_keys]


def game_key_index() -> dict[str, str]:
    """QWERTY key name -> game command id (what the game screen's key grammar reads)."""
    index: dict[str, str] = {}
    for command in for_screen("game"):
        if command.id in ("digits", "shift_foul"):
            continue
        for key in command.keys:
            index[key] = command.id
    return index


def markdown_table(screen: str) -> str:
    """The key table of a screen in docs/GUIDE.md (a test keeps the guide in step with this)."""
    head = " | ".join(UI.text("guide_action", lang) for lang in LANGS)
    lines = [f"| key | {head} |", "|---|---|---|"]
    for c in for_screen(screen, include_global=screen == "game"):
        lines.append(
            f"| `{c.keys_text()}` | {c.help[0]} | {c.help[1]} |".replace("`0–9`", "`0`–`9`")
        )
    return "\n".join(lines)


def markdown_other_screens() -> str:
    """One line of the guide per screen other than the game screen."""
    out = ["| screen | keys |", "|---|---|"]
    for screen, (_ru, en) in SCREEN_TITLES.items():
        if screen in ("game", "help"):
            continue
        keys = "; ".join(
            f"`{c.keys_text()}` {c.help[1]}" for c in for_screen(screen, include_global=False)
        )
        if keys:
            out.append(f"| {en} | {keys.replace('|', '/')} |")
    return "\n".join(out)


def readme_keys() -> str:
    """docs/GUIDE.md's block between ``<!-- keys:start -->`` and ``<!-- keys:end -->``."""
    return "\n".join(
        [
            markdown_table("game"),
            "",
            "Other screens (their footer shows the main keys; `F1` or `?` shows them all):",
            "",
            markdown_other_screens(),
        ]
    )
