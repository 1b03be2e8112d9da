### Micro HalfBridge's texts in Spanish: the messages of en.ftl, each
### with the same { $variables } (the build fails otherwise); the
### comments there say where each shows.

## Fixed texts

title = Micro HalfBridge
board = Mano
dealer = Dador
vulnerable = Vulnerabilidad
vul-none = Nadie
vul-both = Todos
announcements = Puntos de honor anunciados
declarer = Declarante
dummy = Muerto
contract = Contrato
thrown-in = 20–20: mano anulada. Se reparte de nuevo.
choose-contract = Elige el contrato
part-score = Parcial
game = Manga
to-play = Juega
tricks = Bazas
last-trick = Última baza
hide-last-trick = Volver a la mesa
result = Resultado
made = cumplido
down = multado
total = Puntuación
next-deal = Siguiente mano
settings = Ajustes
rules = Juego
mini-bridge = Minibridge
half-bridge = HalfBridge
contract-bridge = Bridge de contrato
undertrick = Puntos por baza de multa
level = Nivel del ordenador
two-step = Juego en dos pasos (toca para elegir, vuelve a tocar para jugar)
north-declares = Un Norte más fuerte juega el contrato; yo miro como muerto
language = Idioma
your-turn = Te toca
thinking = pensando…
current-trick = Baza en curso
close = Cerrar
waiting-for-declarer = El declarante está eligiendo el contrato…
redeal = Nuevo reparto
comparison = Comparación
open-room = Sala abierta
closed-room = Sala cerrada
net-score = Diferencia neta
imps = IMP
scorecard = Hoja de resultados
match-length = Manos por partido
new-match = Nuevo partido
match-over = El partido ha terminado.
replay = Repetición
prev = Baza anterior
next = Baza siguiente
closed-room-trick = Sala cerrada: baza
worker-restarted = Los jugadores del ordenador se reiniciaron; el juego continúa.
storage-problem = No se pudo leer la partida guardada; se empezó una nueva.
yes = Sí
no = No
pass = Paso
total2 = Total
files-and-sharing = Archivos y compartir
open-hand-file = Abrir archivo de manos (.HND, .PBN, .LIN)…
open-hand-file-label = Abrir archivo de manos
download-hnd = Descargar .HND
download-pbn = Descargar PBN
include-result = Incluir mi resultado
share = Compartir
share-link = Enlace para compartir
bbo-link = Enlace BBO
handviewer-link = Pegue un enlace del handviewer de BBO
open-handviewer = Abrir
back-to-previous = Volver a mi partido anterior
rules-from-next-match = El juego elegido se aplica desde el próximo partido.
north-south = NS
east-west = EO
computer-problem = Los jugadores del ordenador no pudieron responder; lo intentan de nuevo.
other-build = La página se actualizó mientras los jugadores del ordenador seguían en la versión anterior: recarga la página para seguir jugando.
review = Análisis
what-the-cards-allowed = Lo que permitían las cartas (doble muerto)
contract-scores = Lo que puntuaría cada contrato
par = Par
where-tricks-went = Adónde fueron las bazas
working = Calculando…
mistake = Error
hint = Pista
undo = Deshacer
claim = Reclamar
claim-all = Todas las bazas restantes
claim-how-many = ¿Cuántas de las bazas restantes reclamas?
hints-setting = Ofrecer pistas (tecla H)
auto-play = Jugar automáticamente mi única carta legal
four-colour = Baraja de cuatro colores (♠ negro, ♥ rojo, ♦ naranja, ♣ verde)
declarer-practice = Práctica de declarante: mi línea declara todas las manos
play-again = Jugar de nuevo
practice = Práctica
aids = Ayudas
cards-at-claim = Las cartas al reclamar
list-separator = {", "}
tricks-after = Bazas después
g-bridge = GBridge
gbridge-rounds = Rondas por partida
bid = Apuesta
your-bid = Su apuesta: ¿cuántas bazas ganará?
trump = Triunfo
round = Ronda
scoreboard = Marcador
robot-in-your-seat = El ordenador en su puesto
friend = Amigo
game-over = La partida ha terminado.
share-game = Compartir esta partida
double = Doblo
redouble = Redoblo
bidding-box = Caja de subastas
auction = Subasta
your-call = Le toca hablar
passed-out = Todos pasan: sin contrato, 0 para ambos bandos.
calls-explained = Pase el puntero, toque o enfoque una voz para ver lo que muestra.
balanced = mano equilibrada
forcing = forzante
forcing-to-game = forzante a manga
no-further-information = sin más información
stayman = Stayman: pregunta por un mayor de cuatro
stayman-answer = respuesta a Stayman
blackwood-ask = Blackwood: pregunta por ases
strong-two-clubs = 2♣ fuerte, artificial
waiting = espera, artificial
weak-two = dos débil
preempt = barrera
takeout-double = doblo informativo
takeout-answer = respuesta al doblo informativo
penalty-double = doblo de castigo
overcall = intervención
notrump-overcall = intervención de 1ST
invitation = invitación a manga
raise = apoyo

## Names

seat-north = Norte
seat-east = Este
seat-south = Sur
seat-west = Oeste
suit-spades = Picas
suit-hearts = Corazones
suit-diamonds = Diamantes
suit-clubs = Tréboles
notrump = Sin Triunfo
notrump-short = ST
rank-ace = As
rank-king = Rey
rank-queen = Dama
rank-jack = Jota
level-beginner = Principiante
level-standard = Intermedio
level-expert = Experto
language-name = Español

## Sentences

card = { $rank } de { $suit }
bid-spades = { $level ->
        [one] { $level } Pica
       *[other] { $level } Picas
    }
bid-hearts = { $level ->
        [one] { $level } Corazón
       *[other] { $level } Corazones
    }
bid-diamonds = { $level ->
        [one] { $level } Diamante
       *[other] { $level } Diamantes
    }
bid-clubs = { $level ->
        [one] { $level } Trébol
       *[other] { $level } Tréboles
    }
bid-notrump = { $level } Sin Triunfo
contract-game = Manga a { $strain }
contract-part-score = Parcial a { $strain }
plays = { $seat } juega { $card }
declares = { $seat } juega { $contract }
calls = { $seat } dice { $call }

score-trick-points = Puntos de bazas por { $tricks ->
        [one] { $tricks } baza
       *[other] { $tricks } bazas
    } por encima de seis: { $points }
score-overtricks = { $count ->
        [one] { $count } baza de más
       *[other] { $count } bazas de más
    }: { $points }
score-part-score-bonus = Prima de parcial: { $points }
score-game-bonus = Prima de manga: { $points }
score-grand-slam-bonus = Prima de gran slam: { $points }
score-small-slam-bonus = Prima de pequeño slam: { $points }
score-redoubled-bonus = Prima por cumplir redoblado: { $points }
score-doubled-bonus = Prima por cumplir doblado: { $points }
score-undertricks = { $count ->
        [one] { $count } baza de multa
       *[other] { $count } bazas de multa
    }: la defensa anota { $points }

hcp = { $points } PH
hcp-at-least = { $points }+ PH
hcp-at-most = 0–{ $points } PH
hcp-range = { $low }–{ $high } PH
suit-length-at-least = { $low }+ cartas de { $suit }
suit-length-at-most = { $high ->
        [one] como mucho { $high } carta de { $suit }
       *[other] como mucho { $high } cartas de { $suit }
    }
suit-length-exactly = { $length ->
        [one] { $length } carta de { $suit }
       *[other] { $length } cartas de { $suit }
    }
suit-length-range = { $low }–{ $high } cartas de { $suit }
transfer-to = transferencia a { $suit }
completes-transfer = completa la transferencia a { $suit }
blackwood-aces = { $count ->
        [0] respuesta a Blackwood: 0 o 4 ases
        [one] respuesta a Blackwood: { $count } as
       *[other] respuesta a Blackwood: { $count } ases
    }
call-shows = { $call }: { $meaning }

thrown-in-deals = { $count ->
        [one] { $count } mano con 20–20 puntos: anulada y repartida de nuevo.
       *[other] { $count } manos con 20–20 puntos: anuladas y repartidas de nuevo.
    }
file-unreadable = { $name }: no se pudo leer el archivo.
no-deal-in-file = { $name }: no se pudo leer ninguna mano; tu partido no cambia.
deals-in-file = { $count ->
        [one] { $name }: { $count } mano para jugar.
       *[other] { $name }: { $count } manos para jugar.
    }
deals-in-file-with-problems = { $count ->
        [one] { $name }: { $count } mano para jugar; algunos problemas:
       *[other] { $name }: { $count } manos para jugar; algunos problemas:
    }
more-problems = … { $count } más
problem-details = { $count ->
        [one] { $count } problema: detalles
       *[other] { $count } problemas: detalles
    }
file-problem = { $file }:{ $line }:{ $column }: { $problem }
bad-link = No se pudo abrir este enlace de mano: { $reason }. Tu partida sigue aquí.

review-board = Analizar la mano { $number }
gave-away = { $tricks ->
        [0] { $side } no regaló nada.
       *[other] { $side } regaló { $tricks ->
            [one] { $tricks } baza
           *[other] { $tricks } bazas
        } con { $mistakes ->
            [one] { $mistakes } carta
           *[other] { $mistakes } cartas
        }.
    }
mistake-line = Baza { $trick }: el { $card } de { $seat } costó { $cost ->
        [one] { $cost } baza
       *[other] { $cost } bazas
    }; { $kept } la conservaba.
own-mistakes = Errores de tu línea: { $count }
contract-makes = { $contract } hace { $tricks ->
        [one] { $tricks } baza
       *[other] { $tricks } bazas
    } a doble muerto desde la salida.
auction-against-par = { $room }: { $contract }, NS { NUMBER($score, signDisplay: "always") } a doble muerto: { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } frente al par.
auction-passed-out-against-par = { $room }: todos pasan, 0: { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } frente al par.
lead-cost = { $cost ->
        [0] La salida no costó nada.
        [one] La salida costó { $cost } baza.
       *[other] La salida costó { $cost } bazas.
    }

hint-choice = El jugador Intermedio elegiría { $choice }.
hint-makes = { $card } cumple el contrato en { $makes } de { $layouts ->
        [one] { $layouts } distribución
       *[other] { $layouts } distribuciones
    }
hint-beats = { $card } multa el contrato en { $makes } de { $layouts ->
        [one] { $layouts } distribución
       *[other] { $layouts } distribuciones
    }
hint-other-card = { $card } en { $makes }
hint-contract = { $contract }: { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    } de media

claim-not-in-play = Ahora no hay nada que reclamar.
claim-too-many = { $remaining ->
        [one] Reclamación rechazada: solo queda { $remaining } baza, no { $claimed }.
       *[other] Reclamación rechazada: solo quedan { $remaining } bazas, no { $claimed }.
    }
claim-defence-holds = Reclamación rechazada: la defensa puede limitarte a { $at_most } de las bazas restantes, no { $claimed }. Sigue jugando.
claim-accepted = { $claimed ->
        [one] Reclamación de { $claimed } baza aceptada; el resto se juega.
       *[other] Reclamación de { $claimed } bazas aceptada; el resto se juega.
    }
computer-claims = { $tricks ->
        [one] { $seat } reclama la última baza.
       *[other] { $seat } reclama las { $tricks } bazas restantes.
    }
claim-tricks = { $tricks ->
        [one] { $tricks } baza
       *[other] { $tricks } bazas
    }
practice-score = Práctica: { NUMBER($score, signDisplay: "always") } (no cuenta)

gbridge-hooked = { $bid } no está permitido al último en apostar: las apuestas sumarían las cartas repartidas.
gbridge-bid-won = apuesta { $bid }, bazas { $won }
gbridge-round = Ronda { $number } de { $of }: { $size ->
        [one] { $size } carta cada uno
       *[other] { $size } cartas cada uno
    }
gbridge-bids = { $seat } apuesta { $bid }
gbridge-winners = Ganador: { $names }

## Problems

problem-result-left-out = { $problem }; el resultado se omite
problem-card-missing = falta el { $card }: nadie lo tiene
problem-card-twice-in-hand = el { $card } está escrito dos veces en la mano de { $seat }
problem-card-held-twice = el { $card } está a la vez en la mano de { $first } y de { $second }
problem-hand-size = { $cards ->
        [one] { $seat } tiene { $cards } carta: una mano tiene 13
       *[other] { $seat } tiene { $cards } cartas: una mano tiene 13
    }
problem-not-a-deal = las cuatro manos no forman un reparto
problem-hands-without-cards = { $count ->
        [one] { $seats } no tiene cartas (faltan { $missing } cartas)
       *[other] { $seats } no tienen cartas (faltan { $missing } cartas)
    }
problem-cards-missing = faltan { $count } cartas: nadie tiene { $cards }
problem-end-position = una posición final (como mucho { $cards } cartas por mano): solo se juegan manos completas, así que se omite esta partida
problem-partial-deal = solo se dan { $hands } de las cuatro manos, así que se omite esta partida
problem-stray-first-line = { $found } inesperado en la columna { $column }: la primera línea de una mano solo contiene el número (9–10), la vulnerabilidad (17–20) y el dador (25)
problem-stray-hands = { $found } inesperado en la columna { $column }: las manos van en las columnas 9–22 (Sur), 25–38 (Oeste), 41–54 (Norte), 57–70 (Este)
problem-deal-number-not-digits = el número de la mano (columnas 9–10) debe ser en cifras
problem-deal-number-missing = falta el número de la mano: las columnas 9–10 deben contener de 1 a { $max }
problem-deal-number-out-of-range = el número de mano { $number } está fuera de rango: va de 1 a { $max }
problem-deal-number-not-a-number = el número de mano «{ $text }» no es un número de 1 a { $max }
problem-hnd-vulnerability-not-text = la vulnerabilidad (columnas 17–20) debe ser NONE, NS, EW, BOTH o en blanco
problem-hnd-unknown-vulnerability = vulnerabilidad desconocida «{ $text }»: las columnas 17–20 deben contener NONE, NS, EW, BOTH o nada
problem-hnd-unknown-dealer = dador desconocido { $found }: la columna 25 debe contener N, S, E, W o nada
problem-ten-past-column = el 10 de { $suit } de { $seat } pasa de la columna { $column }
problem-one-without-zero = «1» debe ir seguido de «0» (escribe 10 o T)
problem-hnd-unknown-character = carácter desconocido { $found } en { $suit } de { $seat }: las cartas son A K Q J 10 (o T) 9 … 2, «-» para un fallo
problem-void-with-cards = «-» marca un fallo, pero { $seat } tiene { $suit } aquí
problem-expected-deal = se esperaba la primera línea de una mano (número en las columnas 9–10) o un comentario («*» en la columna 8)
problem-too-many-deals = más de { $max } manos en un archivo: Micro Bridge solo lee { $max }; las demás se leen igualmente
problem-deal-cut-short = la mano de la línea { $line } está incompleta: tiene { $lines } de sus 4 líneas de palo (falta { $missing })
problem-tag-without-name = una etiqueta necesita un nombre: [Nombre "valor"]
problem-tag-value-unquoted = el valor de la etiqueta { $tag } debe ir entre comillas dobles: [{ $tag } "valor"]
problem-tag-value-unclosed = el valor de la etiqueta { $tag } no tiene «"» de cierre
problem-tag-unclosed = la etiqueta { $tag } no se cierra con «]»
problem-outside-game = «{ $text }» está fuera de toda partida: una partida empieza con una etiqueta como [Board "1"]
problem-comment-unclosed = este comentario «{"{"}» nunca se cierra con «{"}"}»
problem-deal-without-first-seat = un Deal empieza con la posición de la primera mano y dos puntos, como "N:"
problem-deal-too-many-hands = un Deal tiene cuatro manos, no más
problem-hand-too-many-suits = la mano de { $seat } tiene más de cuatro palos
problem-pbn-unknown-character = carácter desconocido { $found } en la mano de { $seat }
problem-hand-suits = la mano de { $seat } debe tener cuatro palos separados por «.»
problem-deal-too-few-hands = un Deal tiene cuatro manos; este tiene { $hands }
problem-board-number = el número de mano «{ $text }» no es un número desde 1
problem-pbn-unknown-dealer = dador desconocido «{ $text }»: N, E, S o W
problem-pbn-unknown-vulnerability = vulnerabilidad desconocida «{ $text }»: None, NS, EW o All
problem-no-deal-tag = esta partida no tiene etiqueta Deal, así que no tiene cartas
problem-undertrick = MiniBridgeUndertrick debe ser 50 o 100, no «{ $text }»; se usa 50
problem-unknown-contract = contrato desconocido «{ $text }»
problem-doubled = «{ $text }» está doblado: el doblo no forma parte de estos juegos
problem-not-minibridge = «{ $text }» no es un contrato de MiniBridge (1 de una denominación para un parcial; 3ST, 4♠, 4♥, 5♦, 5♣ para una manga)
problem-declarer-by-points = declarante «{ $text }», pero según los puntos anunciados es { $actual }
problem-declarer-thrown-in = declarante «{ $text }», pero según los puntos anunciados la mano se anula
problem-contract-thrown-in = un contrato en una mano anulada (20–20)
problem-declarer-by-auction = declarante «{ $text }», pero según la subasta es { $actual }
problem-declarer-passed-out = declarante «{ $text }», pero en la subasta todos pasaron
problem-contract-by-auction = contrato { $named }, pero la subasta llegó a { $reached }
problem-contract-passed-out = contrato { $named }, pero en la subasta todos pasaron
problem-auction-unknown-dealer = dador desconocido «{ $text }» en Auction
problem-auction-dealer = la subasta empieza por { $named }, pero el dador es { $dealer }
problem-not-a-call = «{ $text }» no es una voz (Pass, X, XX, 1C … 7NT)
problem-call-after-end = una voz después del final de la subasta
problem-unknown-leader = jugador de salida desconocido «{ $text }»
problem-play-without-contract = se juegan cartas pero no se nombra ningún contrato
problem-wrong-leader = la salida es de { $expected }, no de «{ $text }»
problem-no-leader = nadie sale, tampoco «{ $text }»
problem-not-a-card = «{ $text }» no es una carta (como SA, H10, DT)
problem-lin-unclosed = { $key }| no está cerrado con «|»
problem-lin-unknown-dealer = dador desconocido «{ $text }» en md|: 1 (Sur), 2 (Oeste), 3 (Norte) o 4 (Este)
problem-lin-unknown-vulnerability = vulnerabilidad desconocida «{ $text }» en sv|: o, n, e o b; nadie es vulnerable
problem-lin-no-deal = este board no tiene md|, así que no tiene cartas
problem-lin-claim = el reclamo mc|{ $text }| no es un número de bazas con el que el bando del declarante pueda terminar
problem-lin-card-after-end = una carta después de la última baza
problem-handviewer-without-lin = este enlace no tiene parte lin=, así que no hay mano (un enlace del handviewer de BBO la tiene)

table-wrong-phase = eso no se puede hacer en este momento de la mano
table-not-your-turn = le toca a { $to_act }, no a { $seat }
table-illegal-call = { $call } no es una voz permitida ahora
table-contract-not-in-game = ese contrato no forma parte de este juego
table-contract-not-auctioned = el contrato del registro no es el de su subasta
table-card-not-held = { $seat } no tiene el { $card }
table-revoke = el { $card } no asiste: se salió a { $led } y la mano todavía tiene

link-empty = el enlace no contiene ninguna mano
link-too-long = el enlace es demasiado largo para ser un enlace de mano: ¿se pegó algo en él?
link-bad-character = el enlace tiene un carácter que no le corresponde («{ $found }» en la posición { $position }): puede haberse cortado o cambiado al copiarlo
link-bad-length = el enlace está cortado o tiene caracteres de más: vuelve a copiar el enlace entero
link-checksum = el enlace está dañado (su control no coincide): vuelve a copiar el enlace entero
link-newer-version = este enlace es de una versión más reciente del juego (versión de enlace { $version }); recarga la página para actualizarla
link-invalid = el enlace no contiene una mano válida: { $why }
link-invalid-unknown-options = hay opciones desconocidas activadas
link-invalid-two-games = dos juegos a la vez
link-invalid-dealer = ningún dador
link-invalid-vulnerability = ninguna vulnerabilidad
link-invalid-hand-size = cada mano debe tener 13 cartas
link-bad-result = el resultado compartido no corresponde a esta mano: { $why }
link-result-unknown-contract = número de contrato desconocido { $number }
link-result-too-many-calls = { $count } voces (una subasta tiene como mucho { $max })
link-result-unknown-call = número de voz desconocido { $number }
link-result-contract-beside-auction = el contrato del bridge sale de la subasta
link-result-too-many-cards = { $count ->
        [one] { $count } carta jugada (como mucho 52)
       *[other] { $count } cartas jugadas (como mucho 52)
    }
link-result-unknown-card = número de carta desconocido { $number }
game-link-not-a-game-link = no es un enlace de partida de GBridge
game-link-unreadable = la parte { $part } del enlace no se puede leer
game-link-rounds = una partida de GBridge tiene de 1 a { $max } rondas, no { $rounds }

## Online tables.

play-online = Jugar en línea
online-create = Crear la mesa
online-robots = Robots en
online-my-seat = Mi puesto
online-name = Tu nombre
online-name-save = Sentarse
online-invites = Enlaces de invitación
online-copy = Copiar
online-copied = Copiado
online-watch = Enlace para mirar
online-connecting = Conectando…
online-connected = Conectado
online-reconnecting = Conexión perdida: reintentando…
online-seats = Puestos
online-human = jugador
online-robot = robot
online-standin = robot suplente
online-waiting-seat = esperando a un jugador
online-away = ausente
online-host = anfitrión
online-to-robot = Dar a un robot
online-open = Abrir de nuevo
online-chat = Chat
online-send = Enviar
online-watching = Mirando
online-refused = El servidor lo rechazó:
online-not-stored = No se jugó: el servidor no pudo guardarlo (su base de datos no responde por un momento). No se perdió nada: vuelva a jugarlo.
online-create-failed = No se pudo crear la mesa:
online-you = tú
online-solo = Jugar solo
online-away-for = un robot ocupa el puesto en { $seconds } s
# A board over whose Closed Room is still being played.
online-closed-pending = La sala cerrada aún juega este tablero…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = reclama
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = pide deshacer
# Accepts a claim or an undo.
online-accept = Aceptar
# Refuses a claim or an undo.
online-refuse = Rechazar
# Before the seats whose answer is awaited.
online-awaiting = Esperando a
# A claim or an undo was refused; the seat follows.
online-refused-by = Rechazado por
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = Jugar en línea necesita la red; no se pudo cargar esta página.
