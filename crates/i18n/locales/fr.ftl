### Micro HalfBridge's texts in French: the messages of en.ftl, each
### with the same { $variables } (the build fails otherwise); the
### comments there say where each shows.

## Fixed texts

title = Micro HalfBridge
board = Donne
dealer = Donneur
vulnerable = Vulnérabilité
vul-none = Personne
vul-both = Tous
announcements = Points H annoncés
declarer = Déclarant
dummy = Mort
contract = Contrat
thrown-in = 20–20 : donne annulée. Une nouvelle donne suit.
choose-contract = Choisissez le contrat
part-score = Partielle
game = Manche
to-play = À jouer
tricks = Levées
last-trick = Dernière levée
hide-last-trick = Retour à la table
result = Résultat
made = réussi
down = chuté
total = Marque
next-deal = Donne suivante
settings = Réglages
rules = Jeu
mini-bridge = Minibridge
half-bridge = HalfBridge
contract-bridge = Bridge contrat
undertrick = Points par levée de chute
level = Force de l'ordinateur
two-step = Jeu en deux temps (touchez pour choisir, touchez encore pour jouer)
north-declares = Un Nord plus fort joue le contrat ; je regarde en tant que mort
language = Langue
your-turn = À vous de jouer
thinking = réfléchit…
current-trick = Levée en cours
close = Fermer
waiting-for-declarer = Le déclarant choisit le contrat…
redeal = Redistribution
comparison = Comparaison
open-room = Salle ouverte
closed-room = Salle fermée
net-score = Écart net
imps = IMP
scorecard = Feuille de marque
match-length = Donnes par match
new-match = Nouveau match
match-over = Le match est terminé.
replay = Relecture
prev = Levée précédente
next = Levée suivante
closed-room-trick = Salle fermée : levée
worker-restarted = Les joueurs de l'ordinateur ont été relancés ; le jeu continue.
storage-problem = La partie enregistrée n'a pas pu être lue ; une nouvelle partie a commencé.
yes = Oui
no = Non
pass = Passe
total2 = Total
files-and-sharing = Fichiers et partage
open-hand-file = Ouvrir un fichier de donnes (.HND, .PBN, .LIN)…
open-hand-file-label = Ouvrir un fichier de donnes
download-hnd = Télécharger .HND
download-pbn = Télécharger PBN
include-result = Inclure mon résultat
share = Partager
share-link = Lien de partage
bbo-link = Lien BBO
handviewer-link = Collez un lien du handviewer BBO
open-handviewer = Ouvrir
back-to-previous = Revenir à mon match précédent
rules-from-next-match = Le jeu choisi s'applique à partir du prochain match.
north-south = NS
east-west = EO
computer-problem = Les joueurs de l'ordinateur n'ont pas pu répondre ; ils réessaient.
other-build = La page a été mise à jour mais les joueurs de l'ordinateur sont restés à l'ancienne version : rechargez la page pour continuer.
review = Analyse
what-the-cards-allowed = Ce que permettaient les cartes (double mort)
contract-scores = Ce que marquerait chaque contrat
par = Par
where-tricks-went = Où sont allées les levées
working = Calcul en cours…
mistake = Erreur
hint = Conseil
undo = Annuler
claim = Réclamer
claim-all = Toutes les levées restantes
claim-how-many = Combien des levées restantes réclamez-vous ?
hints-setting = Proposer des conseils (touche H)
auto-play = Jouer d'office ma seule carte jouable
four-colour = Jeu à quatre couleurs (♠ noir, ♥ rouge, ♦ orange, ♣ vert)
declarer-practice = Entraînement du déclarant : mon camp joue chaque donne
play-again = Rejouer
practice = Entraînement
aids = Aides
cards-at-claim = Les cartes au moment de la réclamation
list-separator = {", "}
tricks-after = Levées ensuite
g-bridge = GBridge
gbridge-rounds = Manches dans une partie
bid = Enchère
your-bid = Votre enchère : combien de levées ferez-vous ?
trump = Atout
round = Manche
scoreboard = Tableau des scores
robot-in-your-seat = L'ordinateur à votre place
friend = Ami
game-over = La partie est terminée.
share-game = Partager cette partie
double = Contre
redouble = Surcontre
bidding-box = Boîte à enchères
auction = Enchères
your-call = À vous de parler
passed-out = Donne passée : pas de contrat, 0 pour les deux camps.
calls-explained = Survolez, touchez ou sélectionnez une enchère pour voir ce qu'elle montre.
balanced = jeu régulier
forcing = forcing un tour
forcing-to-game = forcing de manche
no-further-information = sans information particulière
stayman = Stayman : demande une majeure quatrième
stayman-answer = réponse au Stayman
blackwood-ask = Blackwood : demande les as
strong-two-clubs = 2♣ fort, artificiel
waiting = relais d'attente, artificiel
weak-two = deux faible
preempt = barrage
takeout-double = contre d'appel
takeout-answer = réponse au contre d'appel
penalty-double = contre punitif
overcall = intervention
notrump-overcall = intervention à 1SA
invitation = invitation à la manche
raise = soutien

## Names

seat-north = Nord
seat-east = Est
seat-south = Sud
seat-west = Ouest
suit-spades = Pique
suit-hearts = Cœur
suit-diamonds = Carreau
suit-clubs = Trèfle
notrump = Sans-Atout
notrump-short = SA
rank-ace = As
rank-king = Roi
rank-queen = Dame
rank-jack = Valet
level-beginner = Débutant
level-standard = Intermédiaire
level-expert = Expert
language-name = Français

## Sentences

card = { $rank } de { $suit }
bid-spades = { $level ->
        [one] { $level } Pique
       *[other] { $level } Piques
    }
bid-hearts = { $level ->
        [one] { $level } Cœur
       *[other] { $level } Cœurs
    }
bid-diamonds = { $level ->
        [one] { $level } Carreau
       *[other] { $level } Carreaux
    }
bid-clubs = { $level ->
        [one] { $level } Trèfle
       *[other] { $level } Trèfles
    }
bid-notrump = { $level } Sans-Atout
contract-game = Manche à { $strain }
contract-part-score = Partielle à { $strain }
plays = { $seat } joue { $card }
declares = { $seat } joue { $contract }
calls = { $seat } annonce { $call }

score-trick-points = Points de levées pour { $tricks ->
        [one] { $tricks } levée
       *[other] { $tricks } levées
    } au-delà de six : { $points }
score-overtricks = { $count ->
        [one] { $count } levée de mieux
       *[other] { $count } levées de mieux
    } : { $points }
score-part-score-bonus = Prime de partielle : { $points }
score-game-bonus = Prime de manche : { $points }
score-grand-slam-bonus = Prime de grand chelem : { $points }
score-small-slam-bonus = Prime de petit chelem : { $points }
score-redoubled-bonus = Prime du contrat surcontré réussi : { $points }
score-doubled-bonus = Prime du contrat contré réussi : { $points }
score-undertricks = { $count } de chute : la défense marque { $points }

hcp = { $points ->
        [one] { $points } point H
       *[other] { $points } points H
    }
hcp-at-least = { $points }+ points H
hcp-at-most = 0–{ $points } points H
hcp-range = { $low }–{ $high } points H
suit-length-at-least = { $low }+ cartes à { $suit }
suit-length-at-most = { $high ->
        [one] au plus { $high } carte à { $suit }
       *[other] au plus { $high } cartes à { $suit }
    }
suit-length-exactly = { $length ->
        [one] { $length } carte à { $suit }
       *[other] { $length } cartes à { $suit }
    }
suit-length-range = { $low }–{ $high } cartes à { $suit }
transfer-to = transfert à { $suit }
completes-transfer = accepte le transfert à { $suit }
blackwood-aces = { $count ->
        [0] réponse au Blackwood : 0 ou 4 as
       *[other] réponse au Blackwood : { $count } as
    }
call-shows = { $call } : { $meaning }

thrown-in-deals = { $count ->
        [one] { $count } donne à 20–20 points : annulée et redistribuée.
       *[other] { $count } donnes à 20–20 points : annulées et redistribuées.
    }
file-unreadable = { $name } : le fichier n'a pas pu être lu.
no-deal-in-file = { $name } : aucune donne n'a pu être lue ; votre match est inchangé.
deals-in-file = { $count ->
        [one] { $name } : { $count } donne à jouer.
       *[other] { $name } : { $count } donnes à jouer.
    }
deals-in-file-with-problems = { $count ->
        [one] { $name } : { $count } donne à jouer ; quelques problèmes :
       *[other] { $name } : { $count } donnes à jouer ; quelques problèmes :
    }
more-problems = … { $count } de plus
problem-details = { $count ->
        [one] { $count } problème : détails
       *[other] { $count } problèmes : détails
    }
file-problem = { $file }:{ $line }:{ $column } : { $problem }
bad-link = Ce lien de donne n'a pas pu être ouvert : { $reason }. Votre partie continue ici.

review-board = Analyser la donne { $number }
gave-away = { $tricks ->
        [0] { $side } n'a rien donné.
       *[other] { $side } a donné { $tricks ->
            [one] { $tricks } levée
           *[other] { $tricks } levées
        } avec { $mistakes ->
            [one] { $mistakes } carte
           *[other] { $mistakes } cartes
        }.
    }
mistake-line = Levée { $trick } : le { $card } de { $seat } a coûté { $cost ->
        [one] { $cost } levée
       *[other] { $cost } levées
    } ; { $kept } la gardait.
own-mistakes = Erreurs de votre camp : { $count }
contract-makes = { $contract } fait { $tricks ->
        [one] { $tricks } levée
       *[other] { $tricks } levées
    } en double mort depuis l'entame.
auction-against-par = { $room } : { $contract }, NS { NUMBER($score, signDisplay: "always") } en double mort : { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } par rapport au par.
auction-passed-out-against-par = { $room } : donne passée, 0 : { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } par rapport au par.
lead-cost = { $cost ->
        [0] L'entame n'a rien coûté.
        [one] L'entame a coûté { $cost } levée.
       *[other] L'entame a coûté { $cost } levées.
    }

hint-choice = Le joueur Intermédiaire choisirait { $choice }.
hint-makes = { $card } gagne le contrat dans { $makes ->
        [one] { $makes } répartition
       *[other] { $makes } répartitions
    } sur { $layouts }
hint-beats = { $card } fait chuter le contrat dans { $makes ->
        [one] { $makes } répartition
       *[other] { $makes } répartitions
    } sur { $layouts }
hint-other-card = { $card } dans { $makes }
hint-contract = { $contract } : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } en moyenne

claim-not-in-play = Il n'y a rien à réclamer maintenant.
claim-too-many = { $remaining ->
        [one] Réclamation refusée : il ne reste que { $remaining } levée, pas { $claimed }.
       *[other] Réclamation refusée : il ne reste que { $remaining } levées, pas { $claimed }.
    }
claim-defence-holds = Réclamation refusée : la défense peut vous limiter à { $at_most } des levées restantes, pas { $claimed }. Continuez à jouer.
claim-accepted = { $claimed ->
        [one] Réclamation de { $claimed } levée acceptée ; le reste est joué.
       *[other] Réclamation de { $claimed } levées acceptée ; le reste est joué.
    }
computer-claims = { $tricks ->
        [one] { $seat } réclame la dernière levée.
       *[other] { $seat } réclame les { $tricks } levées restantes.
    }
claim-tricks = { $tricks ->
        [one] { $tricks } levée
       *[other] { $tricks } levées
    }
practice-score = Entraînement : { NUMBER($score, signDisplay: "always") } (non compté)

gbridge-hooked = { $bid } est interdit au dernier à parler : le total des enchères égalerait les cartes distribuées.
gbridge-bid-won = enchère { $bid }, levées { $won }
gbridge-round = Manche { $number } sur { $of } : { $size ->
        [one] { $size } carte chacun
       *[other] { $size } cartes chacun
    }
gbridge-bids = { $seat } annonce { $bid }
gbridge-winners = Vainqueur : { $names }

## Problems

problem-result-left-out = { $problem } ; le résultat est ignoré
problem-card-missing = { $card } manque : personne ne l'a
problem-card-twice-in-hand = { $card } est écrit deux fois dans la main de { $seat }
problem-card-held-twice = { $card } est à la fois dans la main de { $first } et de { $second }
problem-hand-size = { $cards ->
        [one] { $seat } a { $cards } carte : une main en a 13
       *[other] { $seat } a { $cards } cartes : une main en a 13
    }
problem-not-a-deal = les quatre mains ne forment pas une donne
problem-hands-without-cards = { $count ->
        [one] { $seats } n'a aucune carte ({ $missing } cartes manquent)
       *[other] { $seats } n'ont aucune carte ({ $missing } cartes manquent)
    }
problem-cards-missing = { $count } cartes manquent : personne ne tient { $cards }
problem-end-position = une position finale (au plus { $cards } cartes par main) : seules les donnes entières se jouent, cette partie est ignorée
problem-partial-deal = seules { $hands } des quatre mains sont données, cette partie est ignorée
problem-stray-first-line = { $found } inattendu en colonne { $column } : la première ligne d'une donne ne contient que le numéro (9–10), la vulnérabilité (17–20) et le donneur (25)
problem-stray-hands = { $found } inattendu en colonne { $column } : les mains occupent les colonnes 9–22 (Sud), 25–38 (Ouest), 41–54 (Nord), 57–70 (Est)
problem-deal-number-not-digits = le numéro de la donne (colonnes 9–10) doit être en chiffres
problem-deal-number-missing = numéro de donne absent : les colonnes 9–10 doivent contenir 1 à { $max }
problem-deal-number-out-of-range = le numéro de donne { $number } est hors limites : il va de 1 à { $max }
problem-deal-number-not-a-number = le numéro de donne « { $text } » n'est pas un nombre de 1 à { $max }
problem-hnd-vulnerability-not-text = la vulnérabilité (colonnes 17–20) doit être NONE, NS, EW, BOTH ou vide
problem-hnd-unknown-vulnerability = vulnérabilité inconnue « { $text } » : les colonnes 17–20 doivent contenir NONE, NS, EW, BOTH ou rien
problem-hnd-unknown-dealer = donneur inconnu { $found } : la colonne 25 doit contenir N, S, E, W ou rien
problem-ten-past-column = le 10 à { $suit } de { $seat } dépasse la colonne { $column }
problem-one-without-zero = « 1 » doit être suivi de « 0 » (écrivez 10 ou T)
problem-hnd-unknown-character = caractère inconnu { $found } à { $suit } chez { $seat } : les cartes sont A K Q J 10 (ou T) 9 … 2, « - » pour une chicane
problem-void-with-cards = « - » marque une chicane, mais { $seat } a du { $suit } ici
problem-expected-deal = une première ligne de donne (numéro en colonnes 9–10) ou un commentaire (« * » en colonne 8) était attendu
problem-too-many-deals = plus de { $max } donnes dans un fichier : Micro Bridge n'en lit que { $max } ; les autres sont lues quand même
problem-deal-cut-short = la donne de la ligne { $line } est incomplète : elle a { $lines } de ses 4 lignes de couleur ({ $missing } manque)
problem-tag-without-name = une balise a besoin d'un nom : [Nom "valeur"]
problem-tag-value-unquoted = la valeur de la balise { $tag } doit être entre guillemets droits : [{ $tag } "valeur"]
problem-tag-value-unclosed = la valeur de la balise { $tag } n'a pas de « " » fermant
problem-tag-unclosed = la balise { $tag } n'est pas fermée par « ] »
problem-outside-game = « { $text } » est hors de toute partie : une partie commence par une balise comme [Board "1"]
problem-comment-unclosed = ce commentaire « {"{"} » n'est jamais fermé par « {"}"} »
problem-deal-without-first-seat = un Deal commence par la position de la première main et deux-points, comme "N:"
problem-deal-too-many-hands = un Deal a quatre mains, pas plus
problem-hand-too-many-suits = la main de { $seat } a plus de quatre couleurs
problem-pbn-unknown-character = caractère inconnu { $found } dans la main de { $seat }
problem-hand-suits = la main de { $seat } doit avoir quatre couleurs séparées par « . »
problem-deal-too-few-hands = un Deal a quatre mains ; celui-ci en a { $hands }
problem-board-number = le numéro de donne « { $text } » n'est pas un nombre à partir de 1
problem-pbn-unknown-dealer = donneur inconnu « { $text } » : N, E, S ou W
problem-pbn-unknown-vulnerability = vulnérabilité inconnue « { $text } » : None, NS, EW ou All
problem-no-deal-tag = cette partie n'a pas de balise Deal, donc pas de cartes
problem-undertrick = MiniBridgeUndertrick doit valoir 50 ou 100, pas « { $text } » ; 50 est retenu
problem-unknown-contract = contrat inconnu « { $text } »
problem-doubled = « { $text } » est contré : le contre ne fait pas partie de ces jeux
problem-not-minibridge = « { $text } » n'est pas un contrat de MiniBridge (1 dans une dénomination pour une partielle ; 3SA, 4♠, 4♥, 5♦, 5♣ pour une manche)
problem-declarer-by-points = déclarant « { $text } », mais d'après les points annoncés c'est { $actual }
problem-declarer-thrown-in = déclarant « { $text } », mais d'après les points annoncés la donne est annulée
problem-contract-thrown-in = un contrat sur une donne annulée (20–20)
problem-declarer-by-auction = déclarant « { $text } », mais d'après les enchères c'est { $actual }
problem-declarer-passed-out = déclarant « { $text } », mais les enchères ont passé la donne
problem-contract-by-auction = contrat { $named }, mais les enchères ont abouti à { $reached }
problem-contract-passed-out = contrat { $named }, mais les enchères ont passé la donne
problem-auction-unknown-dealer = donneur inconnu « { $text } » dans Auction
problem-auction-dealer = les enchères commencent par { $named }, mais le donneur est { $dealer }
problem-not-a-call = « { $text } » n'est pas une annonce (Pass, X, XX, 1C … 7NT)
problem-call-after-end = une annonce après la fin des enchères
problem-unknown-leader = entameur inconnu « { $text } »
problem-play-without-contract = des cartes sont jouées mais aucun contrat n'est nommé
problem-wrong-leader = l'entame revient à { $expected }, pas à « { $text } »
problem-no-leader = personne n'entame, pas même « { $text } »
problem-not-a-card = « { $text } » n'est pas une carte (comme SA, H10, DT)
problem-lin-unclosed = { $key }| n'est pas fermé par « | »
problem-lin-unknown-dealer = donneur inconnu « { $text } » dans md| : 1 (Sud), 2 (Ouest), 3 (Nord) ou 4 (Est)
problem-lin-unknown-vulnerability = vulnérabilité inconnue « { $text } » dans sv| : o, n, e ou b ; personne n'est vulnérable
problem-lin-no-deal = cette donne n'a pas de md|, donc pas de cartes
problem-lin-claim = la revendication mc|{ $text }| n'est pas un nombre de levées que le camp du déclarant peut obtenir
problem-lin-card-after-end = une carte après la dernière levée
problem-handviewer-without-lin = ce lien n'a pas de partie lin=, donc pas de donne (un lien de handviewer BBO en a une)

table-wrong-phase = ce n'est pas possible à ce moment de la donne
table-not-your-turn = c'est à { $to_act } de jouer, pas à { $seat }
table-illegal-call = { $call } n'est pas une annonce permise maintenant
table-contract-not-in-game = ce contrat ne fait pas partie de ce jeu
table-contract-not-auctioned = le contrat de l'enregistrement n'est pas celui des enchères
table-card-not-held = { $seat } n'a pas le { $card }
table-revoke = { $card } ne fournit pas : { $led } a été joué et la main en a encore

link-empty = le lien ne contient aucune donne
link-too-long = le lien est trop long pour un lien de donne : quelque chose y a-t-il été collé ?
link-bad-character = le lien contient un caractère qui n'y a pas sa place (« { $found } » en position { $position }) : il a pu être coupé ou modifié en le copiant
link-bad-length = le lien est coupé ou a des caractères en trop : copiez de nouveau le lien entier
link-checksum = le lien est abîmé (son contrôle ne correspond pas) : copiez de nouveau le lien entier
link-newer-version = ce lien vient d'une version plus récente du jeu (version de lien { $version }) ; rechargez la page pour la mettre à jour
link-invalid = le lien ne contient pas de donne valide : { $why }
link-invalid-unknown-options = des options inconnues sont activées
link-invalid-two-games = deux jeux à la fois
link-invalid-dealer = aucun donneur
link-invalid-vulnerability = aucune vulnérabilité
link-invalid-hand-size = chaque main doit avoir 13 cartes
link-bad-result = le résultat partagé ne correspond pas à cette donne : { $why }
link-result-unknown-contract = numéro de contrat inconnu { $number }
link-result-too-many-calls = { $count } annonces (des enchères en ont au plus { $max })
link-result-unknown-call = numéro d'annonce inconnu { $number }
link-result-contract-beside-auction = le contrat du bridge vient des enchères
link-result-too-many-cards = { $count ->
        [one] { $count } carte jouée (au plus 52)
       *[other] { $count } cartes jouées (au plus 52)
    }
link-result-unknown-card = numéro de carte inconnu { $number }
game-link-not-a-game-link = ce n'est pas un lien de partie de GBridge
game-link-unreadable = la partie { $part } du lien est illisible
game-link-rounds = une partie de GBridge a 1 à { $max } manches, pas { $rounds }

## Online tables.

play-online = Jouer en ligne
online-create = Créer la table
online-robots = Robots aux places
online-my-seat = Ma place
online-name = Votre nom
online-name-save = S'asseoir
online-invites = Liens d'invitation
online-copy = Copier
online-copied = Copié
online-watch = Lien pour regarder
online-connecting = Connexion…
online-connected = Connecté
online-reconnecting = Connexion perdue : nouvel essai…
online-seats = Places
online-human = joueur
online-robot = robot
online-standin = robot remplaçant
online-waiting-seat = en attente d'un joueur
online-away = absent
online-host = hôte
online-to-robot = Donner à un robot
online-open = Rouvrir
online-chat = Discussion
online-send = Envoyer
online-watching = Spectateur
online-refused = Le serveur a refusé :
online-not-stored = Pas joué : le serveur n'a pas pu l'enregistrer (sa base de données est absente un instant). Rien n'est perdu : rejouez-le.
online-create-failed = La table n'a pas pu être créée :
online-you = vous
online-solo = Jouer seul
online-away-for = un robot prend la place dans { $seconds } s
# A board over whose Closed Room is still being played.
online-closed-pending = La salle fermée joue encore cette donne…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = réclame
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = demande d’annuler
# Accepts a claim or an undo.
online-accept = Accepter
# Refuses a claim or an undo.
online-refuse = Refuser
# Before the seats whose answer is awaited.
online-awaiting = En attente de
# A claim or an undo was refused; the seat follows.
online-refused-by = Refusé par
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = Jouer en ligne nécessite le réseau ; cette page n’a pas pu être chargée.
