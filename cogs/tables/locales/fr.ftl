### Les mots que partagent toutes les tables : salon, table, classements, statistiques, aide.

tables-something-went-wrong = Un problème est survenu avec ce clic ; veuillez réessayer.
